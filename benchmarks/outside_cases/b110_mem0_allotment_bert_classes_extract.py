"""Batch 110 (held out). An allotment association's show book: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Pam, show secretary of the Fernlea Allotment Association, drops her notes about entries, judges and the
schedule into the show helper; each goes into mem0 with ``memory.add(messages, user_id="fernlea-show",
metadata={"date": ...})`` and mem0's LLM pulls out the facts. Pam asks the helper when she writes the entry cards.

Planted fault (ExtractionError, omitted at extraction): Pam's note of Tue 11th says Bert came by plot 14 and is
putting in for 3 more (longest runner bean, heaviest marrow, 6 shallots), gave her £1.50 for the tin; also the water
trough by the gate is leaking again and Steph wants the strimmer back. The extraction keeps Bert's visit, the trough
and the strimmer and drops the three extra classes. The 2/8 note (Bert's first 4 classes, £2 cash) is in memory.
Question (Wed 19/8, Pam): "how many entry cards do i need to write out for bert?" -> expected 7 (4 + 3). The
assistant says 4.

Expected verdict: ExtractionError at mem0.extract inside the 11th's add (fault() wraps that one add). Asserted: the
note has the three classes and £1.50; no stored memory or context line has them, while the 4-class line is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b110_mem0_allotment_bert_classes_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fernlea-show"
EXTRA = ("Bert came by plot 14 - he's putting in for 3 more: longest runner bean, heaviest marrow + the 6 shallots. "
         "gave me £1.50, its in the tin. ALSO water trough by the gate leaking again (3rd time!!) & Steph wants "
         "the strimmer back b4 the wknd")
NOTES = [
    ("Sun 2/8", "entries so far - Bert Lomax 4 classes: 3 dressed onions, 6 pods of peas, tray of 5 veg, 1 dahlia "
                "bloom. 50p a class, pd £2 cash. Maureen C 6 classes, not paid yet",
     ["Bert Lomax has entered 4 classes: 3 dressed onions, 6 pea pods, a tray of 5 vegetables and 1 dahlia bloom; "
      "he paid £2 cash at 50p a class",
      "Maureen C has entered 6 classes and has not paid yet"]),
    ("5.8.", "judges confirmed!! veg Colin Ashby (NVS), flowers + floral art Jean Pryce, cookery + jams the WI "
             "ladies. trophies back from the engravers weds hopefully",
     ["Colin Ashby (NVS) is judging the vegetables",
      "Jean Pryce is judging flowers and floral art; the WI is judging cookery and jams",
      "The trophies should be back from the engravers on Wednesday"]),
    ("Tues 11th", EXTRA,
     # the planted fault: the three extra classes and the £1.50 are dropped
     ["Bert came by plot 14 on Tuesday 11 August",
      "The water trough by the gate is leaking again, for the third time",
      "Steph wants the strimmer back before the weekend"]),
    ("13/8", "schedule printed - 19 veg classes, 8 flowers, 4 cookery. entries close thurs 20th 7pm at the hut, "
             "no late ones this yr we said",
     ["The schedule is printed: 19 vegetable classes, 8 flower classes and 4 cookery classes",
      "Entries close on Thursday 20 August at 7pm at the hut, with no late entries"]),
    ("16th aug", "Bert's been up there every night w the watering can lol. Maureen dropping 1 class, her sweet "
                 "peas have gone over in the heat - so 5 for her, pd £2.50",
     ["Bert has been watering every night",
      "Maureen is now in 5 classes after her sweet peas went over, and paid £2.50"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fernlea"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == EXTRA:
                assert "runner bean" in note and "shallots" in note and "£1.50" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many entry cards do i need to write out for bert?"
    with turn_span("question Wed 19/8"):
        hits = []
        for query in ("Bert Lomax classes entered", "Bert plot 14 entries paid", "show entry classes count"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 19 August 2037. You are talking to Pam, the show secretary."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Bert Lomax has entered 4 classes" in c for c in context), context
        assert not any("runner bean" in s or "shallot" in s or "marrow" in s or "£1.50" in s
                       for s in stored + context), stored
        reply = answer(question, context, mock="4 cards for Bert - dressed onions, pea pods, the tray of 5 veg and "
                                               "his dahlia. He's paid his £2.")
finish(question, expected="seven - his first four plus the 3 he added at the plot", actual=reply)

"""Batch 97 (held out). A food co-op's bulk orders: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Bea coordinates the Hill St food co-op's bulk orders and types notes into the members' helper; each goes into
mem0 with ``memory.add(messages, user_id="hillst-coop", metadata={"date": ...})`` and mem0's LLM pulls out the
facts. Members ask the helper about collections and splits.

Planted fault (ExtractionError, omitted at extraction): Bea's note of Mon 17th says Hodmedod's emailed, their van's
off the road so the pallet lands weds not tues, and she's got the scout hut for thurs 20th 6.30-8, tell people;
also the red lentils come in 3kg bags, same price per kg. The extraction keeps the lentil bags and drops the
Thursday collection. The note of 12/2 (collection as usual tues 6-7.30 at the scout hut) is still in memory.
Question (Tue 18/2, Rachel, a member): "what day's collection this wk? need to swap my shift at work" -> expected
Thursday the 20th, half six to eight. The assistant says tonight, Tuesday, 6-7.30.

Expected verdict: ExtractionError at mem0.extract inside the 17/2 add (fault() wraps that one add). Asserted: the
note says thurs 20th; no stored memory or context line mentions Thursday, the 20th or the van, while the Tuesday
line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b97_mem0_coop_collection_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hillst-coop"
HODMEDODS = ("hodmedods emailed - their van's off the road so our pallet lands weds not tues :( I've got the hut "
             "for THURS 20th 6.30-8, pls tell ppl. oh and the red lentils are 3kg bags not 2kg, same price per kg")
NOTES = [
    ("12/2", "hodmedods order's in!! split sheet on the fridge at Kate's. collection as usual tues 6-7.30 at the "
             "scout hut, bring ur own tubs for the lentils pls",
     ["Hodmedod's order placed; the split sheet is on the fridge at Kate's",
      "Co-op collection is on Tuesday 6-7.30pm at the scout hut",
      "Members bring their own tubs for the lentils"]),
    ("14.2.36", "suma: 25kg jumbo oats split 5 ways (me, Bea, Kate, Tom, the Okafors) = 5kg each, £11.20 a share. "
                "Tom paid the invoice on the co-op card",
     ["25kg of jumbo oats from Suma split 5 ways (Rachel, Bea, Kate, Tom, the Okafors), 5kg each at £11.20 a share",
      "Tom paid the Suma invoice on the co-op card"]),
    ("Mon 17th", HODMEDODS,
     # the planted fault: the Thursday collection (and why) is dropped
     ["Red lentils come in 3kg bags, same price per kg"]),
    ("17/2 pm", "scout hut key lives in the key safe by the side door now, code from Tom (not putting it here!)",
     ["The scout hut key is in the key safe by the side door; Tom has the code"]),
    ("17-2", "money: pay Tom by bacs by sun 23rd, ref = surname + COOP. cash is a pain, sorry Edna",
     ["Pay Tom by bank transfer by Sunday 23 Feb, reference surname + COOP"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hillst_coop"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == HODMEDODS:
                assert "THURS 20th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's collection this wk? need to swap my shift at work"
    with turn_span("question Tue 18/2"):
        hits = []
        for query in ("co-op collection day scout hut", "hodmedods pallet delivery", "when to collect order"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 18 Feb 2036. You are talking to Rachel, a co-op member."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Tuesday 6-7.30pm at the scout hut" in c for c in context), context
        assert any("3kg bags" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("thurs", "20th", "van", "weds")), \
            stored
        reply = answer(question, context, mock="Tonight - Tuesday, 6 to 7.30 at the scout hut as usual. Bring "
                                               "tubs for the lentils.")
finish(question, expected="thursday (the 20th), half 6 till 8", actual=reply)

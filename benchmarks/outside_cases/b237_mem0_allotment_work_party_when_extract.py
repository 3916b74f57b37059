"""Batch 237 (held out). A village allotment society: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Hebble Lane Allotment Society (32 plots behind the village hall) keep their notes in a helper - the AGM, the
spring work party, the water rota, subs. Linda (the secretary) types her notes in with ``memory.add(messages,
user_id=..., metadata={"date": ...})``; plot holders ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Linda's note of 2050-02-14T19:10 has the AGM on
Thurs 10th March at the village hall, 7.30. Her 20/2 note has the spring work party "the sat after the AGM", 10
till 1, and the skip for the old shed. Her note of Weds 2 March says the village hall double booked the 10th (the
panto lot have it for their get-out) so the AGM's moved to Thurs 17th, same time - and, in the same breath, the
water's back on from 1st April with the hose rota in the hut. The extraction keeps the water and the rota and drops
the AGM's move: Thurs 10th stays the only AGM date stored. Question (Sat 5/3, Ahmed, plot 12): "when's the work
party? want to put it on the calendar + get the lad to come" -> expected Saturday 19th March (the Saturday after the
AGM, which is now Thurs 17th). The assistant works it out from the 10th and says Saturday 12th March.

Expected verdict: ExtractionError at mem0.extract inside the Weds 2 March add (fault() wraps that one add): the note
given to mem0 moves the AGM to the 17th, and what was made from it leaves that out, so the store never held the date
the work party hangs off; the search and the answer then worked faithfully on what was stored (the Saturday after
Thurs 10th is the 12th). Asserted: the note names Thurs 17th; no stored memory or context line mentions the 17th,
the double booking or the panto; the water line from the same note is stored; the AGM's 10th March and the "Saturday
after the AGM" are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b237_mem0_allotment_work_party_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hebble-lane-allotments-linda"
CUT = ("Weds 2 March - bit of a mix up, village hall's double booked the 10th (panto lot have it for their get out "
       "🙄) so AGM's moved to thurs 17th, same time 7.30. ALSO water's back on from 1st april, hose rota's up in the "
       "hut, 2 evenings each, and NO sprinklers this yr pls")
NOTES = [
    ("2050-02-14T19:10", "AGM 🌱 thurs 10th march village hall 7.30. agenda - subs, the new water tank, plot "
                         "inspections. nominations for cttee to me by the end of feb",
     ["The AGM is Thursday 10th March at the village hall, 7.30pm",
      "The AGM agenda is subs, the new water tank and plot inspections",
      "Committee nominations go to Linda by the end of February"]),
    ("20/2", "20/2 spring work party's the sat after the AGM, 10 till 1, bring gloves + a flask. skip coming for "
             "the old shed + the rubbish by the gate. Stan's doing bacon butties",
     ["The spring work party is the Saturday after the AGM, 10 till 1",
      "Bring gloves and a flask to the work party",
      "A skip is coming for the old shed and the rubbish by the gate",
      "Stan is doing bacon butties at the work party"]),
    ("Weds 2 March", CUT,
     # the planted fault: the AGM's move to the 17th is dropped
     ["The water is back on from 1st April",
      "The hose rota is up in the hut, 2 evenings each",
      "No sprinklers this year"]),
    ("4.3.", "4.3. subs are £32 full plot / £18 half, pay at the AGM or to Ken, cash or bank. plot 7's "
             "overgrown again, letter's gone",
     ["Subs are £32 for a full plot and £18 for a half, paid at the AGM or to Ken",
      "Plot 7 is overgrown again and a letter has gone out"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hebble-lane-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "AGM's moved to thurs 17th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's the work party? want to put it on the calendar + get the lad to come"
    with turn_span("question Sat 5/3"):
        hits = []
        for query in ("spring work party date", "when is the AGM", "work party the saturday after"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 5 March 2050. You are talking to Ahmed, who has plot 12 at Hebble Lane Allotments."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("17th", "double book", "panto", "moved")), stored
        assert any("water is back on" in s for s in stored), stored
        assert any("Thursday 10th March" in c for c in context), context
        assert any("Saturday after the AGM" in c for c in context), context
        reply = answer(question, context, mock="Saturday 12th March - it's the Saturday after the AGM (Thurs 10th), "
                                               "10 till 1. Bring gloves and a flask.")
finish(question, expected="Saturday 19th March - the AGM moved to Thurs 17th, and it's the Saturday after",
       actual=reply)

"""Batch 309 (held out). A scaffolding firm's school job: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Calder Access Scaffolding (a dozen lads and two wagons, out of a yard in Sowerby Bridge) have the scaffold round
St Augustine's primary school on Hopwood Lane for Whitaker Roofing's summer-holiday re-roof - up in July, struck
before the children are back on Weds 3rd Sept 2053. Tina (who runs the office) types the jobs into the firm's helper
with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the chargehands ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Tina's note of 2053-07-14T07:40 has the strike booked
for Thurs 21st Aug. Her note of Fri 15 Aug says Whitaker's rang - they're behind (the lead for the flashings came
late) and won't be off the roof till the 26th, so the strike is now Mon 1st Sept, still before the kids are back -
and, in passing, the toolbox talk Monday 7am at the yard (working at height refresher, bring your cards). The
extraction keeps the toolbox talk and drops the new strike day: Thurs 21st Aug stays the only strike date stored.
Question (Mon 18/8, Lee, a chargehand): "what day are we striking St Augustine's? need to sort the lads + book the
wagon" -> expected Monday 1st September. The assistant says Thursday 21st August.

Expected verdict: ExtractionError at mem0.extract inside the Fri 15 Aug add (fault() wraps that one add): the note
given to mem0 moves the strike to Mon 1st Sept, and what was made from it leaves that out, so the store never held
the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names Mon 1st Sept; no stored memory or context line mentions Sept, the 26th, Whitaker's being behind or the
flashings; the toolbox talk from the same note is stored; the first note's Thurs 21st Aug is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b309_mem0_scaffolding_school_strike_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-access-office-tina"
CUT = ("Fri 15 Aug - Whitaker's rang, they're behind 🙄 (lead for the flashings came late) so they wont be off the "
       "roof till the 26th. strike's now MON 1st SEPT, still b4 the kids are back, head's fine with it. ALSO toolbox "
       "talk mon 7am at the yard, working at height refresher, bring ur cards lads")
NOTES = [
    ("2053-07-14T07:40", "2053-07-14T07:40 St Augustine's (school on Hopwood Ln) - up fri 18th july, 4 lads + the "
                         "big wagon, 3 lifts + a loading bay on the playground side. strike booked thurs 21st aug, "
                         "kids back weds 3rd. Whitaker Roofing on the roof",
     ["St Augustine's school scaffold (Hopwood Lane) goes up Fri 18th July with 4 lads and the big wagon",
      "St Augustine's scaffold is 3 lifts plus a loading bay on the playground side",
      "The strike at St Augustine's is booked for Thurs 21st Aug; the children are back Weds 3rd",
      "Whitaker Roofing are the roofers at St Augustine's"]),
    ("23/7", "23/7 St Augustine's handed over + tagged, Craig did the insp, next one due weds 30th. caretaker (Mr "
             "Dyson) wants the gates locked every nite, key in the site box code 1947",
     ["St Augustine's was handed over and tagged on 23/7; Craig did the inspection, next due Weds 30th",
      "The caretaker Mr Dyson wants the school gates locked every night; the key is in the site box, code 1947"]),
    ("Fri 15 Aug", CUT,
     # the planted fault: the strike's move to Mon 1st Sept is dropped
     ["Toolbox talk Monday 7am at the yard: working at height refresher, bring your cards"]),
    ("Sat 16/8", "Sat 16/8 big wagon's MOT is thurs 28th so its off the road that day, use Dave's flatbed if stuck. "
                 "Steve on his hols w/c 25th (Majorca, lucky sod)",
     ["The big wagon's MOT is Thurs 28th, so it's off the road that day; use Dave's flatbed if stuck",
      "Steve is on holiday w/c 25th"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-access-jobs-2053"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "strike's now MON 1st SEPT" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day are we striking St Augustine's? need to sort the lads + book the wagon"
    with turn_span("question Mon 18/8"):
        hits = []
        for query in ("strike date St Augustine's", "when does the school scaffold come down", "Whitaker roofing"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 18 August 2053. You are talking to Lee, a chargehand at Calder Access Scaffolding."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("sept", "mon 1st", "26th", "behind", "flashings")), stored
        assert any("booked for Thurs 21st Aug" in c for c in context), context
        assert any("Toolbox talk" in s for s in stored), stored
        reply = answer(question, context, mock="Thursday 21st August - the strike's booked then, before the kids are "
                                               "back on the 3rd.")
finish(question, expected="Monday 1st September - Whitaker's are behind, so the strike moved from the 21st",
       actual=reply)

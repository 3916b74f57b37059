"""Batch 384 (held out). A roti and doubles shop in San Fernando: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Sookdeo's Roti & Doubles on Sorzano Lane, San Fernando - doubles from 5:30 in the morning, dhalpuri and buss up
shut, curry goat and curry duck on a Friday, the big tawa out the back. Ma Sookdeo (Indra, who owns it) types her
notes into the shop's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Kavita and Rishi
ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Ma's note of Wed 01/03/51 has Jaglal the gas man
coming Thurs 09/03 to run the new line to the big tawa, shop closed that whole day. Her note of Thu 02/03 says Jaglal
called - he can't make the Thursday, he has a big job by the mall, so he's coming Tuesday coming instead (from the
note's own date, Tue 07/03), closed the Tuesday, open back Wednesday as normal - and, in passing, Rishi's new pepper
sauce is selling good (make 2 more gallon) and the channa going up to $250 a sack. The extraction keeps the pepper
sauce and the channa and drops the new day: Thurs 09/03 stays the only closing day stored. Question (Sun 05/03,
Kavita): "which day we closed this week for the gas? I have to tell the school canteen no doubles that day" ->
expected Tuesday 07/03. The assistant says Thursday 9th March.

Expected verdict: ExtractionError at mem0.extract inside the Thu 02/03 add (fault() wraps that one add): the note
given to mem0 moves the closing to the Tuesday, and what was made from it leaves that out, so the store never held
the day the answer needs; the search and the answer worked faithfully on what was stored. Asserted: the note names
Tuesday coming; no stored memory or context line mentions Tuesday, 07/03 or Jaglal not making it; the pepper sauce
from the same note is stored; the first note's Thurs 09/03 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b384_mem0_roti_shop_gas_line_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sookdeos-roti-ma"
CUT = ("Thu 02/03 - Jaglal call this morning, he cyar make Thurs again, he get a big job by the mall 🙄 so he coming "
       "Tuesday coming instead, we closed the Tuesday, open back Wed as normal. ALSO Rishi new pepper sauce selling "
       "good for so, make 2 more gallon. and channa going up to $250 a sack from next week steups")
NOTES = [
    ("Wed 01/03/51", "Wed 01/03/51 GAS 🔥 Jaglal the gas man coming Thurs 09/03 to run the new line to the big tawa + "
                     "the back burners. we CLOSED that whole day, doh take no orders for the 9th. put a sign by the "
                     "counter",
     ["Jaglal the gas man is coming Thurs 09/03 to run the new gas line to the big tawa and the back burners",
      "The shop is closed the whole day on Thurs 09/03 - no orders for the 9th",
      "Put a sign by the counter about the closing"]),
    ("Thu 02/03", CUT,
     # the planted fault: the move to Tuesday coming (07/03) is dropped
     ["Rishi's new pepper sauce is selling well - make 2 more gallons",
      "Channa is going up to $250 a sack from next week"]),
    ("Sat 04/03", "Sat 04/03 channa man bring 2 sacks, TT$480, pay him Fri. Kavita doing the kuchela this week, "
                  "Anand on the bara 4am",
     ["The channa man brought 2 sacks for TT$480, to be paid Friday",
      "Kavita is doing the kuchela this week",
      "Anand is on the bara from 4am"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sookdeos-roti-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "he coming Tuesday coming instead, we closed the Tuesday" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which day we closed this week for the gas? I have to tell the school canteen no doubles that day"
    with turn_span("question Sun 05/03"):
        hits = []
        for query in ("which day is the shop closed", "gas man new line to the tawa", "closed no orders"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 05/03/2051. You are talking to Kavita, who works at Sookdeo's Roti & Doubles, San "
                   "Fernando."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("tuesday", "tues", "07/03", "cyar make", "can't make", "the mall")), stored
        assert any("Thurs 09/03" in c and "closed" in c for c in context), context
        assert any("pepper sauce" in s for s in stored), stored
        reply = answer(question, context, mock="Thursday 9th March - closed the whole day for the gas line to the "
                                               "big tawa, so no doubles for the canteen that day.")
finish(question, expected="Tuesday 07/03 - Jaglal couldn't make the Thursday, so we closed Tuesday coming",
       actual=reply)

"""Batch 239 (held out). A U3A local history group's spring trip: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Sowerby Bridge U3A's local history group meet on the first Thursday of the month for a talk and go on a trip
each spring - this year (2051) a coach to Shibden Hall, Anne Lister's house outside Halifax. Alan (the group's
convenor) types his notes into the group's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Alan's note of 2051-02-06T10:15 has the Shibden trip
on Thurs 6th April, coach from the bus station at 9.30, £14 with the entry. His note of Mon 3 April says Shibden
rang in a flap - they've got the builders in the Great Hall this Thursday - so the group is going a week on Thursday
instead (Thursday 13th April), same coach, same times - and, in passing, that the May talk is Dr Sugden on the
Rochdale canal and that subs (£12) are due. The extraction keeps the talk and the subs and drops the move: Thurs 6th
April stays the only date stored. Question (Weds 5/4, Barbara): "when's the Shibden trip? need to tell the lunch
club I won't be in" -> expected Thursday 13th April (a week on Thursday from the Monday note). The assistant says
Thursday 6th April - tomorrow.

Expected verdict: ExtractionError at mem0.extract inside the Mon 3 April add (fault() wraps that one add): the note
given to mem0 moves the trip to a week on Thursday, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer worked faithfully on what was stored. Asserted: the note
says "a week on thursday instead"; no stored memory or context line mentions the 13th, a week on Thursday, the
builders or the Great Hall; the canal talk from the same note is stored; the first note's Thurs 6th April is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b239_mem0_u3a_shibden_trip_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sowerby-bridge-u3a-history-alan"
CUT = ("Mon 3 April - Shibden rang in a bit of a flap, they've got the builders in the Great Hall this thurs 🙄 so "
       "we're going a week on thursday instead, same coach same times, Halifax Travel are fine abt it. ALSO May's "
       "talk is Dr Sugden on the Rochdale canal (finally!!) + subs are due, £12, to Maureen or in the tin")
NOTES = [
    ("2051-02-06T10:15", "2051-02-06T10:15 SPRING TRIP - Shibden Hall (Anne Lister's!!) thurs 6th april, coach from "
                         "the bus stn 9.30, back for 4ish. £14 incl the entry, lunch in the cafe or bring ur own",
     ["The spring trip is to Shibden Hall on Thurs 6th April, coach from the bus station at 9.30, back about 4",
      "The Shibden trip costs £14 including entry; lunch in the cafe or bring your own"]),
    ("14/3", "14/3 22 names for Shibden so far, coach takes 33. pls pay Maureen by the end of the month. flat shoes, "
             "the gardens are steep",
     ["22 names are down for the Shibden trip so far; the coach takes 33",
      "Pay Maureen for the Shibden trip by the end of March",
      "Wear flat shoes at Shibden - the gardens are steep"]),
    ("Mon 3 April", CUT,
     # the planted fault: the move to a week on Thursday is dropped
     ["May's talk is Dr Sugden on the Rochdale canal",
      "Subs are due, £12, to Maureen or in the tin"]),
    ("Tue 4th Apr", "Tue 4th Apr Jean's doing a little quiz on the coach on the way (Anne Lister's diaries), + Ted "
                    "wants to do the walk up to the tower if anyone's game",
     ["Jean is doing a quiz on the coach about Anne Lister's diaries",
      "Ted wants to walk up to the tower at Shibden if anyone's game"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sowerby-u3a-history-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "a week on thursday instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's the Shibden trip? need to tell the lunch club I won't be in"
    with turn_span("question Weds 5/4"):
        hits = []
        for query in ("Shibden trip date", "when is the spring trip", "coach to Shibden Hall"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 5 April 2051. You are talking to Barbara, a member of Sowerby Bridge U3A's local "
                   "history group."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("13th", "week on thursday", "builders", "great hall")), stored
        assert any("Thurs 6th April" in c for c in context), context
        assert any("Rochdale canal" in s for s in stored), stored
        reply = answer(question, context, mock="Thursday 6th April - that's tomorrow. Coach from the bus station at "
                                               "9.30, back about 4.")
finish(question, expected="Thursday 13th April - a week on Thursday, Shibden have the builders in on the 6th",
       actual=reply)

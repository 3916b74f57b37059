"""Batch 103 (held out). A physiotherapy clinic's class board: chromadb collection, the therapists' helper's query
scoped to the timetable, script style (each call its own trace).

App: Riverside Physio (Hitchin) keep their class timetable (kind "timetable"), reception's notes on the building
("facilities") and staff notes ("staff") in one chroma collection. The therapists ask a helper that answers
"when/where is class X" from the timetable entries only (``where={"kind": "timetable"}``).

Planted fault (RetrievalError, filtered by scope): Lou on reception logged that Studio 2's floor is being sanded and
re-sealed w/c 2nd March (Mon-Thu), nobody can walk on it till Friday, so the Tuesday 6pm mat class goes upstairs to
Room 4 (the gym) that week, mats already stacked there. It is kind "facilities", so the scoped query leaves it out.
The timetable says Tues 6-6.45pm mat pilates in Studio 2. Question (Mon 2/3, Priya, a physio): "which room's the
tues 6 o'clock pilates in this week? got a new lady starting and want to tell her where to go" -> expected Room 4,
the gym upstairs. The assistant says Studio 2.

Expected verdict: RetrievalError at the chroma query (the scoped query, wrapped in fault()). Asserted: the same
query without the filter returns the floor note; the scoped one leaves it out, and the Studio 2 timetable line is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b103_chroma_physio_pilates_room_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FLOOR = ("studio 2 floor getting sanded + re-sealed w/c 2nd March (mon-thu), nobody can walk on it till fri. so "
         "the tues 6pm mat pilates goes upstairs to room 4 (the gym) that week, i've stacked the mats up there "
         "already. lift is working again - Lou, recep")
DOCS = [
    ("timetable", "TUES 6-6.45pm mat pilates (beginners) - STUDIO 2 - Fiona. max 10, pts bring own towel"),
    ("timetable", "WEDS 12.15-1 lunchtime pilates (intermed.) studio 2, Marcus"),
    ("facilities", FLOOR),
    ("timetable", "THU 10am reformer pilates, studio 1 (where the reformers are), Anna, 4 max"),
    ("staff", "Marcus on hols 9-13 March, Fiona covering weds lunch"),
    ("facilities", "car park barrier stuck in the up position again, just leave it, landlord knows"),
    ("timetable", "SAT 9am hydro pilates @ Hitchin pool, Marcus, 8 max"),
    ("staff", "new starter Priya (MSK physio) from 23/2, Fiona to show her the booking system"),
]

client = chromadb.EphemeralClient()
board = client.get_or_create_collection("riverside-physio-board",
                                        embedding_function=offline.chroma_embedding_function())
board.add(ids=[f"r{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "which room's the tues 6 o'clock pilates in this week? got a new lady starting and want to tell her " \
           "where to go"
words = "tuesday 6pm mat pilates room studio where this week"  # the helper's search words
wide = board.query(query_texts=[words], n_results=8)["documents"][0]
assert FLOOR in wide, wide

with fault():
    found = board.query(query_texts=[words], n_results=8, where={"kind": "timetable"})
hits = found["documents"][0]
context = ["Today is Mon 2 March 2037. You are talking to Priya, one of the physios."] + hits
assert FLOOR not in context and not any("room 4" in c.lower() or "re-sealed" in c for c in context), context
assert any("STUDIO 2 - Fiona" in c for c in context), context
reply = answer(question, context, mock="Studio 2 - it's Fiona's beginners' mat class, 6 till 6.45. Tell her to "
                                       "bring a towel.")
finish(question, expected="upstairs in Room 4 (the gym) - Studio 2's floor is being done", actual=reply)

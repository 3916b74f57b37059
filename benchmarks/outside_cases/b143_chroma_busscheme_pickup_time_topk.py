"""Batch 143 (held out). A rural volunteer bus scheme's notes: chromadb collection, one root span per note and one
for the question; the helper's search keeps only its top 3 hits.

App: the Bradfield & Dungworth community bus (a 16-seat minibus, volunteer drivers, free with a bus pass or £2 a
trip) runs a Tuesday market run to Penistone and a Friday shopping run. Mo, who does the bookings, and the drivers
put their notes into one chroma collection; the helper answers the phone-line volunteers with
``collection.query(query_texts=[...], n_results=3)``.

Planted fault (RetrievalError, cut off by top-k): the timetable note has the Tuesday market run picking up at Low
Bradfield (the shelter by the Plough) at 9.15. Ken's note of Tue 28th (April) says he's doing his grandson's school
run till half term so he can't be at Low Bradfield before 9.45 - the market stalls aren't up till 10 anyway, Mo's
OK'd it, so 9.45 from now on, same stop - and, in passing, that the tail lift's fixed. The query for the Low
Bradfield pick-up time ranks that note fourth (behind Sheila's note about people waiting at Low Bradfield, the
timetable and Mo's note about booking the Tuesday run), so n_results=3 leaves it out. Question (Mon 4/5, Mo, on the
phone line): "what time's the tuesday market bus pick up at Low Bradfield? Mrs Hirst's daughter ringing for her" ->
expected 9.45 (Ken's doing the school run till half term). The assistant says 9.15.

Expected verdict: RetrievalError at the chroma query with n_results=3 (wrapped in fault()): Ken's note is in the
collection and the same query with n_results=6 returns it, but the search the app made cut it off. Asserted: the wider
query returns it and the app's does not; the timetable note (Low Bradfield 9.15) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b143_chroma_busscheme_pickup_time_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 28th Ken - doing our Liam's school run till half term so cant get to Low Bradfield before 9.45. stalls "
         "arent up till 10 anyway. Mo's ok'd it so 9.45 from now on, same stop. tail lift fixed btw, new ram")
NOTES = [
    "TIMETABLE (Mo 14/3) TUES market run to Penistone: Dungworth 9.00, Low Bradfield 9.15 (shelter by the Plough), "
    "Midhopestones 9.35, Penistone market 10ish, back from the market 12.30. FRI shopping run to Hillsborough",
    "22.3. Mo - tuesday market run is always full, 14 booked most weeks. ring Mo by monday dinner to get on the "
    "tuesday bus. passes - show them every trip, Ken's strict",
    "Weds 8 Apr Sheila - pick ups on the tuesday run: people waiting at Low Bradfield in the rain, can we get the "
    "parish to put a bench in the bus shelter? asked Cllr Booth",
    MOVED,
    "16th may Mo - 2 new drivers!! Raj + Bev, MiDAS done, shadowing Ken on the friday first",
    "Weds 29/4 Bev - fuel card from the council, PIN in the glovebox envelope. minibus goes in for a service 12/5",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bradfield-community-bus",
                                        embedding_function=offline.chroma_embedding_function())
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[{"n": i}])

words = "tuesday market run pick up time Low Bradfield"
wide = notes.query(query_texts=[words], n_results=6)["documents"][0]
assert MOVED in wide, wide

question = "what time's the tuesday market bus pick up at Low Bradfield? Mrs Hirst's daughter ringing for her"
with turn_span("question Mon 4/5"):
    with fault():
        hits = notes.query(query_texts=[words], n_results=3)["documents"][0]
    context = ["Today is Mon 4 May 2037. You are talking to Mo, who does the bookings for the Bradfield & Dungworth "
               "community bus."] + hits
    assert MOVED not in context and not any("9.45" in c or "school run" in c for c in context), context
    assert any("Low Bradfield 9.15" in c for c in context), context
    reply = answer(question, context, mock="9.15, from the shelter by the Plough at Low Bradfield.")
finish(question, expected="9.45 - Ken's doing his grandson's school run till half term", actual=reply)

"""Batch 219 (held out). A swimming club's Christmas party: qdrant collection of notes, one root span per note, one
for the clear-out and one for the question; the clear-out of the ticked-off to-dos deletes the one that said who's
doing Santa.

App: Leominster Otters (a swimming club) have their Christmas party on Sat 19th Dec 2048 at the leisure centre - pool
games 4-5.30 with the big inflatable, then food in the function room and Santa with selection boxes at 6. Nia (the
club's social secretary) keeps every note in one qdrant collection (payload ``kind``: plan, food, games, todo, and
``done`` for to-dos); every so often she clears out the ticked-off to-dos (``client.delete(...,
points_selector=FilterSelector(done == True))``); the helper answers from the 4 nearest notes (``query_points(...,
limit=4)``).

Planted fault (DeletionError): Nia's plan note (2048-10-06T19:30) has Santa as Pete (the club chairman) "as always",
arriving in the function room at 6. Her to-do "ask Pete re santa" was ticked off on 14/11 with what came of it: Pete
can't this year, he has a knee op on the 10th, so his son-in-law Gareth (the Tuesday-night lifeguard) is doing it
and has his own suit; and, in passing, that the inflatable is booked from Splash Hire. The clear-out (Tue 1st Dec)
deletes every ticked-off to-do, that one with them. Question (Thu 3/12, Bev, who's setting up the grotto): "who's
being santa on the 19th? need to sort the grotto chair w/ them" -> expected Gareth, the Tuesday-night lifeguard
(Pete's son-in-law). The assistant says Pete, the chairman.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the to-do was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided who
Santa is. Asserted: the to-do is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Gareth, the knee op or the lifeguard); the plan note's "Santa (Pete as always)" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b219_qdrant_swim_santa_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "leominster-otters-xmas-2048"
SANTA = ("TODO ask Pete re santa ✅ done 14/11 - he can't this yr, knee op on the 10th 😬 so his son-in-law Gareth "
         "(Tues night lifeguard) is doing santa, he's got his own suit!! + inflatable's booked from Splash Hire")
NOTES = [
    ("plan", False, "2048-10-06T19:30 XMAS PARTY 🎅 sat 19th dec, leisure centre. pool games 4-5.30, then food in "
                    "the function room, Santa (Pete as always) arrives at 6 w/ selection boxes. £5 a swimmer"),
    ("games", False, "pool games - the big inflatable in the deep end for the 8+, floats + the duck race in the "
                     "small pool for the little ones, lifeguards x3 on"),
    ("food", False, "food - hot dogs + chips from the cafe, mince pies, squash, mulled wine for the parents (+ a "
                    "non-alc one). Sam's doing a vegan option"),
    ("todo", True, SANTA),
    ("todo", True, "TODO selection boxes ✅ done 20/11 - 64 from the cash + carry, £1.10 each, in Nia's garage"),
    ("todo", False, "TODO raffle prizes - ask the Royal Oak + the hairdresser's again"),
]
TOP_K = 4


def done_is(done: bool) -> models.Filter:
    return models.Filter(must=[models.FieldCondition(key="done", match=models.MatchValue(value=done))])


client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, done, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "done": done,
                                                                "by": "Nia"})])

question = "who's being santa on the 19th? need to sort the grotto chair w/ them"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert SANTA in before, before

with turn_span("clear-out Tue 1st Dec"):
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=done_is(True)))

with turn_span("question Thu 3/12"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Thu 3 Dec 2048. You are talking to Bev, who is setting up the grotto for Leominster Otters' "
               "Christmas party (Sat 19 Dec)."] + hits
    assert SANTA not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("gareth", "knee op", "lifeguard)", "son-in-law")), stored
    assert any("Santa (Pete as always)" in c for c in context), context
    reply = answer(question, context, mock="Pete - he does Santa every year, arriving in the function room at 6 with "
                                           "the selection boxes.")
finish(question, expected="Gareth, the Tuesday-night lifeguard (Pete's son-in-law) - Pete's having a knee op",
       actual=reply)

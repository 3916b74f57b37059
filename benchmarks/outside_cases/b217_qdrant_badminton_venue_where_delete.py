"""Batch 217 (held out). A badminton club's charity night: qdrant collection of notes, one root span per note, one
for the clear-out and one for the question; the clear-out of the done to-dos deletes the note that moved the venue.

App: Church Stretton Badminton Club hold a charity night for the hospice on Fri 20th Nov 2048, 7-10 - doubles on all
the courts, pairs drawn out of a hat, a raffle, a bar. Helen (the club secretary) keeps every note in one qdrant
collection (payload ``kind`` and ``status``: todo or done); on Sunday nights she clears out the done ones
(``client.delete(..., points_selector=FilterSelector(status == "done"))``); the helper answers from the 4 nearest
notes (``query_points(..., limit=4)``).

Planted fault (DeletionError): the first note (2048-10-02T20:30) has the night at the Leisure Centre, 6 courts,
7-10, £5 a head. Helen's raffle note of 11/11 - filed done, the prizes are all in (a signed Yonex racket, a meal at
the Bucks Head, a hamper) - says in passing that the leisure centre have double-booked them with the netball league,
so they're at the school sports hall instead (Church Stretton School, same times, Mr Hughes opening up from half
6, 4 courts but they'll manage). Sunday's clear-out (15/11) deletes every done note, that one with them. Question
(Weds 18/11, Priya, a player): "where is it fri? leisure centre like last yr?" -> expected the school sports hall
(Church Stretton School). The assistant says the Leisure Centre.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the raffle note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
place. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
(nothing on the school, the netball or Mr Hughes); the first note's Leisure Centre line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b217_qdrant_badminton_venue_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "church-stretton-badminton-2048"
RAFFLE = ("11/11 raffle prizes all in 🙌 signed Yonex racket, meal for 2 at the Bucks Head, Co-op hamper. oh + the "
          "leisure centre have double booked us w/ the netball league 🙄 so we're at the school sports hall instead "
          "(Church Stretton School) - same times, Mr Hughes opening up from half 6, only 4 courts but we'll manage")
NOTES = [
    ("venue", "todo", "2048-10-02T20:30 CHARITY NIGHT 🏸 fri 20th nov, Leisure Centre, 6 courts 7-10pm, £5 a head "
                      "all to the hospice. pairs out of a hat, all levels"),
    ("bar", "todo", "bar - Gareth's doing it, cans + squash, no glass on court. card machine from the cricket club"),
    ("raffle", "done", RAFFLE),
    ("pairs", "todo", "pairs - 38 names so far, draw on the night, Mags has the hat. beginners get a sweet pea"),
    ("publicity", "done", "posters in the library, the Co-op + the surgery, on the town fb page too"),
    ("shuttles", "done", "shuttles - 3 tubes of the feather ones from the club cupboard, plastic for the kids"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, status, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(
            id=i, vector=offline.embed([text])[0], payload={"text": text, "kind": kind, "status": status,
                                                            "by": "Helen"})])

question = "where is it fri? leisure centre like last yr?"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert RAFFLE in before, before

with turn_span("clear-out sun 15/11"):
    done = models.Filter(must=[models.FieldCondition(key="status", match=models.MatchValue(value="done"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=done))

with turn_span("question Weds 18/11"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Weds 18 November 2048. You are talking to Priya, a player at Church Stretton Badminton Club; "
               "the charity night is Fri 20 November."] + hits
    assert RAFFLE not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("school", "netball", "hughes")), stored
    assert any("fri 20th nov, Leisure Centre, 6 courts 7-10pm" in c for c in context), context
    reply = answer(question, context, mock="Yes - it's at the Leisure Centre again, 7-10pm on all 6 courts.")
finish(question, expected="the school sports hall at Church Stretton School - the leisure centre double-booked them "
                          "with the netball league", actual=reply)

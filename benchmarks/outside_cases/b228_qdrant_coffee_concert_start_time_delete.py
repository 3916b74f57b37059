"""Batch 228 (held out). A church's coffee concert: qdrant collection of notes, two writers in threads (the vicar
and the music secretary), then a clear-out of the pew-sheet notices and the question; the clear-out deletes the
notice that moved the start.

App: St Michael's, Mytholmroyd hold a coffee concert on Sat 15th May 2049 in church - the Calder String Quartet,
coffee and cake, a retiring collection for the church roof. Revd Ann (the vicar) and Sue (the music secretary) each
file notes into one qdrant collection (payload ``kind``: concert, music, coffee, notice - the notices given out on
the pew sheet) from their own thread. After each Sunday Sue clears out the pew-sheet notices that have been read
out (``client.delete`` with a filter on kind == notice); the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Sue's first note (2049-02-11T19:30) has coffee from 10, music 10.30-12. Revd Ann's
pew-sheet notice of Sun 25 Apr says the Brownies have got the church hall and the back of church till half 10 for
their bring and buy, so coffee's from 10.45 and the quartet start at quarter past 11. Sue's clear-out (Mon 26th)
deletes every notice, that one with them. Question (Thu 13/5, Margaret): "what time does the music start sat? my
mum only wants the music not the coffee" -> expected quarter past 11 (11.15). The assistant says 10.30.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the notice was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
time. Asserted: the notice is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on 11.15, quarter past or the Brownies); the first note's 10.30 is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b228_qdrant_coffee_concert_start_time_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-michaels-coffee-concert-2049"
MOVED = ("Sun 25 Apr notice (Revd Ann) - coffee concert sat 15th: the Brownies have got the hall + the back of "
         "church till half 10 for their bring + buy, so coffee from 10.45 + the quartet start at quarter past 11. "
         "pls tell any1 who wasn't in church")
SUE = [
    ("concert", "2049-02-11T19:30 COFFEE CONCERT ☕🎻 sat 15th may in church, coffee from 10, music 10.30-12, the "
                "Calder String Quartet. retiring collection for the roof"),
    ("music", "programme - Haydn 'Lark', a bit of Elgar, then show tunes for the 2nd half, Jean's requested Abba 🙄"),
    ("coffee", "coffee + cake £3, Pat's doing lemon drizzle + Val flapjack, the big urn from the hall"),
]
ANN = [
    ("notice", "Sun 18 Apr notice - flower rota for may is on the board, + the Lent lunch money came to £412"),
    ("notice", MOVED),
    ("notice", "Sun 2 May notice - Rogation walk next sun after the 10 o'clock, boots pls"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str, items: list) -> None:
    for kind, text in items:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=writer, args=("Sue", SUE), name="sue-music-sec"),
           threading.Thread(target=writer, args=("Revd Ann", ANN), name="revd-ann")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(SUE) + len(ANN)

question = "what time does the music start sat? my mum only wants the music not the coffee"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert MOVED in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="kind", match=models.MatchValue(value="notice"))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
context = ["Today is Thu 13 May 2049. You are talking to Margaret, who's coming to St Michael's coffee concert (Sat "
           "15 May) with her mum."] + hits
assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("11.15", "quarter past", "brownies")), stored
assert any("coffee from 10, music 10.30-12" in c for c in context), context
reply = answer(question, context, mock="The music starts at 10.30 (coffee's from 10), so your mum can come for "
                                       "half 10.")
finish(question, expected="quarter past 11 (11.15) - coffee's from 10.45, the Brownies have the hall till half 10",
       actual=reply)

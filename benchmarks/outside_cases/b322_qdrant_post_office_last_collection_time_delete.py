"""Batch 322 (held out). A sub-post office counter's staff notes: qdrant collection, one root span per note, one
for Sunita's clear-out and one for the question; the clear-out deletes, by a payload filter, the parcel notes she
has copied into the parcel book, and one of them also carried the new time of the last collection.

App: Mytholmroyd Post Office is a counter at the back of the Spar - two positions, parcels, bill payments, cash
withdrawals for the banks, passport check-and-send on Tuesdays. Sunita (the postmistress) and Gary (who does the
counter three days a week) file notes into one qdrant collection (payload ``kind``: notices, rota, cash, stock,
parcels). Once a week Sunita copies the parcel notes into the parcel book and deletes them with a filter on
``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the notices note (2050-01-08T08:30) has the Royal Mail collection at 5.30pm Mon-Fri
and 12 on Saturdays, last parcels over the counter 15 minutes before. Gary's parcels note of Thurs 10th Feb starts
with the parcels (the Parcelforce cage is full, 3 uncollected for the Hendersons) and says, in the middle, that the
van driver told him Royal Mail have changed the rounds - from Monday 14th the weekday collection is 4.15pm, not
5.30, Saturdays the same - so they'll need the sign changing. Sunita's clear-out (Sat 12/2) deletes the parcels
notes, that one with them. Question (Weds 16/2, a regular who sells on eBay): "what time's the last collection now?
got about 30 ebay parcels to get off today 📦" -> expected 4.15pm (Royal Mail changed the round from the 14th). The
assistant says 5.30pm.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Gary's Thurs 10th Feb note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on 4.15, the van driver or the rounds); the notices note's "5.30pm mon-fri" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b322_qdrant_post_office_last_collection_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mytholmroyd-po-counter-2050"
ROUND = ("Thurs 10th Feb (Gary) - parcelforce cage is FULL, 3 uncollected for the Hendersons, 2nd card gone out. van "
         "driver says RM have changed the rounds, from mon 14th the collection's 4.15pm mon-fri not 5.30 🙄 sats "
         "same as now. we'll need the sign on the door changing")
NOTES = [
    (1, "notices", "Sunita", "2050-01-08T08:30 ROYAL MAIL collection 5.30pm mon-fri, 12 noon sat. last parcels over "
                             "the counter 15 mins before pls, no exceptions (looking at u Gary 😂)"),
    (2, "rota", "Sunita", "w/c 7/2 - me mon/tue/fri, Gary weds/thurs/sat. passports tues only, I do those"),
    (3, "cash", "Sunita", "4.2. cash delivery's tues + fri now, float £1,200 in the safe, bag the coin for the Spar "
                          "by 10"),
    (4, "stock", "Gary", "out of large letter 2nd class books, ordered. plenty of 1st. jiffy bags £1.20 each"),
    (5, "parcels", "Gary", "Mon 7th - Evri drop off's in the corner now, not on the counter. 14 ebay returns today"),
    (6, "parcels", "Gary", ROUND),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what time's the last collection now? got about 30 ebay parcels to get off today 📦"
vec = offline.embed([question])[0]
with turn_span("clear-out Sat 12/2"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert ROUND in before, before
    in_book = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="parcels"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_book))

with turn_span("question Weds 16/2"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Weds 16 February 2050. You are talking to a regular customer at the Mytholmroyd Post Office "
               "counter."] + hits
    assert ROUND not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("4.15", "van driver", "rounds")), stored
    assert any("collection 5.30pm mon-fri" in c for c in context), context
    reply = answer(question, context, mock="5.30pm - but get them over the counter by quarter past 5 at the latest.")
finish(question, expected="4.15pm - Royal Mail changed the round from Mon 14th Feb (Saturdays still 12)",
       actual=reply)

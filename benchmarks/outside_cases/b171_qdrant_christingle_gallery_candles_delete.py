"""Batch 171 (held out). A parish church's Christingle service notes: qdrant collection, script style (each call its own
trace); the churchwarden's "clear out everything from before Advent" deletes the fire officer's rule for the gallery.

App: St Michael's, Upper Marston, has its Christingle service on Sun 11th Dec 2039 at 4pm - an orange for every child
with a red ribbon, four cocktail sticks of sweets and a candle, lit from the big candle by the wardens, carols, the
lights off for "Christ be our light", donations for the Children's Society. Rev Sam, Jean (churchwarden) and Mrs
Patel (Sunday school) post notes into one qdrant collection, each with a ``ts`` (unix time) and ``pinned`` in the
payload; the helper answers parents and helpers from a query of the lot.

Planted fault (DeletionError): Jean's note of Tue 22nd Nov says the fire officer came round about the gallery - NO
lit candles up there this year (the old pews, and the stairs are too narrow to get out quick), so the gallery kids get
LED tealights in their oranges, she's got 40 from the pound shop; a real one lit means coming down to the front. On
Advent Sunday evening Jean tidies up with ``client.delete(filter=ts < 27 Nov, must_not pinned)`` - "only the pinned
plan needs keeping from before Advent" - and the fire officer's note goes (with the making-day and fire-blanket
notes). Rev Sam's pinned October plan (every child gets a Christingle with a lit candle, downstairs and gallery,
wardens light from the Paschal candle) is kept.
Question (Thu 8/12, Mrs Patel, for a mum whose two sit in the gallery with grandad): "are the gallery lot getting lit
candles too? Mrs Ferris asked, hers are up there w grandad" -> expected no - the gallery gets LED tealights (the fire
officer said no naked flames up there). The assistant says yes, every child gets a lit Christingle, gallery included.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Jean's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided the
answer. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
pinned plan's "downstairs and the gallery" line is in the context.
"""
from __future__ import annotations

import datetime as dt

from common import answer, fault, finish, setup

setup("b171_qdrant_christingle_gallery_candles_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-michaels-christingle-2039"
LED = ("Tue 22nd Nov Jean - fire officer came round re the gallery. NO lit candles up there this yr (old pews + the "
       "stairs are too narrow to get out quick) so gallery kids get LED tealights in their oranges, I've got 40 from "
       "the pound shop. if they want a real one lit they come down to the front")


def ts(iso: str) -> int:
    return int(dt.datetime.fromisoformat(iso).replace(tzinfo=dt.timezone.utc).timestamp())


NOTES = [
    (ts("2039-10-16T12:30"), True, "2039-10-16 Rev Sam - Christingle sun 11th dec 4pm 🍊 every child gets a "
                                   "Christingle w a lit candle, downstairs and the gallery, wardens light them from "
                                   "the Paschal candle w the tapers. lights off for Christ be our light. collection "
                                   "for the Children's Society"),
    (ts("2039-11-14T19:00"), False, "14/11 Mrs Patel - making them in the hall sat 10th from 10, need 150 oranges, "
                                    "red ribbon, cocktail sticks, jelly sweets (halal ones pls, the Co-op has them)"),
    (ts("2039-11-22T17:45"), False, LED),
    (ts("2039-11-23T10:15"), False, "Weds 23rd Jean - 2 fire blankets + the extinguisher by the font, buckets of "
                                    "sand at the back, Dave on the door w the first aid box"),
    (ts("2039-12-01T20:00"), False, "1.12. Rev Sam - Marston Primary's Y2 doing the first reading, the brownies "
                                    "taking the collection bags round"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "ts": stamp, "pinned": pinned})
                            for i, (stamp, pinned, text) in enumerate(NOTES, 1)])

question = "are the gallery lot getting lit candles too? Mrs Ferris asked, hers are up there w grandad"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(NOTES)).points]
assert LED in before, before

advent_sunday = ts("2039-11-27T00:00")
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="ts", range=models.Range(lt=advent_sunday))],
        must_not=[models.FieldCondition(key="pinned", match=models.MatchValue(value=True))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=5).points]
context = ["Today is Thu 8 December 2039. You are talking to Mrs Patel, who runs the Sunday school at St Michael's and "
           "is helping with the Christingle service (Sun 11 December, 4pm)."] + hits
assert LED not in stored and not any("LED" in c or "fire officer" in c or "tealight" in c for c in stored + context), \
    stored
assert any("downstairs and the gallery" in c for c in context), context
reply = answer(question, context, mock="Yes - every child gets a Christingle with a lit candle, downstairs and in the "
                                       "gallery; the wardens light them from the Paschal candle.")
finish(question, expected="no - the gallery children get LED tealights, the fire officer said no lit candles up there",
       actual=reply)

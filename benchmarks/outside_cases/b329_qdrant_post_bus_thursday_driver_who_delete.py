"""Batch 329 (held out). A village post bus: qdrant collection of the post bus notes, one root span per note, one for
Gill's clear-out and one for the question; the clear-out deletes, by a payload filter, the cover notes for a driver's
time off, and one of them also carried a lasting change to the rota.

App: the Upper Ryburn post bus is a 12-seat minibus that takes the post round the hill farms and villages above
Ripponden and carries passengers on the way - one run a day Monday to Friday, parcels taken on board, a fixed fare.
Gill (the parish clerk, who coordinates it) and Malcolm (who keeps the drivers' rota) file notes into one qdrant
collection (payload ``kind``: timetable, fares, drivers, cover, notices). When Sandra is back from her knee op Gill
deletes the cover notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Malcolm's drivers note (2051-01-09T10:00) has Ken on Mondays and Sandra Tuesday to
Friday. Gill's cover note of Mon 6th March starts with the cover for Sandra's second week off (Derek on Tue and Thu,
Ken doing Wed and Fri) and says, after it, that Derek has said he'll keep Thursdays for good now he's retired and
Sandra's happy to drop to Tue/Wed/Fri - so Thursdays are Derek's from now on. Gill's clear-out (Mon 27/3, Sandra
back) deletes the cover notes, that one with them. Question (Weds 29/3, Mrs Pickles at Lower Lumb): "who's driving
the post bus thurs? I want to give them my parcel for my grandson's birthday" -> expected Derek (he's kept
Thursdays). The assistant says Sandra.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Gill's Mon 6th March note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Derek or "for good"); the drivers note's "Tue-Fri Sandra" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b329_qdrant_post_bus_thursday_driver_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "upper-ryburn-post-bus-2051"
THURS = ("Mon 6th March (Gill) - cover for Sandra's 2nd wk off: Derek driving tue + thurs, Ken weds + fri, thanks "
         "both 🙏. Derek says he'll keep driving the post bus on thurs for good now he's retired, he likes the Booth "
         "Wood run + Sandra's happy to drop to tue/wed/fri, so thursdays are Derek's from now on")
NOTES = [
    (1, "timetable", "Gill", "2051-01-09T09:30 POST BUS 🚌 leaves Ripponden PO 9.40, Rishworth 9.55, Booth Wood 10.10, "
                             "Lower Lumb 10.25ish, back in Ripponden 11.30 for the 11.45 collection. Mon-Fri only"),
    (2, "drivers", "Malcolm", "2051-01-09T10:00 drivers: Mon Ken, Tue-Fri Sandra. all have the van keys + the PO "
                              "sack code, spare key's behind the bar at the Fleece"),
    (3, "fares", "Gill", "fares from 1st Feb - £1.50 any stop, bus pass free, parcels on board 50p to the PO (they "
                         "still need stamps!!)"),
    (4, "cover", "Malcolm", "20.2. Sandra's knee op is the 27th, off 4 wks. cover wk 1: Ken mon-weds, Derek thu + fri"),
    (5, "cover", "Gill", THURS),
    (6, "notices", "Gill", "Tue 14/3 - no bus Easter mon, Lower Lumb bridge weight limit doesn't affect us (we're "
                           "under 3.5t) whatever the sign says"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's driving the post bus thurs? I want to give them my parcel for my grandson's birthday"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 27/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert THURS in before, before
    sandra_back = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="cover"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=sandra_back))

with turn_span("question Weds 29/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Weds 29 March 2051. You are talking to Mrs Pickles at Lower Lumb, who uses the Upper Ryburn "
               "post bus."] + hits
    assert THURS not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("derek", "for good")), stored
    assert any("Tue-Fri Sandra" in c for c in context), context
    reply = answer(question, context, mock="Sandra's driving on Thursday - she'll be at Lower Lumb about 10.25. "
                                           "Parcels on board are 50p, but it still needs stamps.")
finish(question, expected="Derek - he's kept Thursdays for good since Sandra's knee op", actual=reply)

"""Batch 204 (held out). A Scout troop's Christmas post: qdrant collection of to-dos and notes, one root span per
note and one for the clear-out and the question; the clear-out of the ticked-off to-dos deletes the one that moved
the sorting.

App: 2nd Ludlow Scouts run the town's Christmas post - 35p stamps sold at the Co-op and the library, post boxes in
the shops from Sat 24th Nov 2046, sorting on Saturday mornings, deliveries by patrol the same afternoon. Dave (the
Scout leader, "Akela" to the Cubs) keeps his to-dos and notes in one qdrant collection with a ``done`` flag in the
payload; after each leaders' meeting the clear-out deletes everything ticked off
(``client.delete(..., points_selector=FilterSelector(done == true))``); the helper answers helpers from the 4 nearest
points.

Planted fault (DeletionError): the first note (2046-10-29T19:30) has sorting on Saturday mornings at the Scout hut on
Linney, 9-12. Dave's to-do "order 3,000 stamps from the printers" is ticked off on Tue 27th Nov; he wrote its update
under it - they came Tuesday, and in passing, the hut's boiler has packed in, so sorting's at the Methodist church hall
on Broad St this year, the minister's fine with it, heating on from 8.30. The clear-out (Weds 28/11) deletes the done
to-dos. Question (Fri 30/11, Jo, a Cub's mum): "where's the sorting tmrw? I said I'd do a couple of hrs with the
cubs" -> expected the Methodist church hall on Broad St. The assistant says the Scout hut on Linney.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the stamps to-do was in the
collection and the nearest points for the question before the delete, and the delete removed it while it still
decided where the sorting is. Asserted: the point is in the 4 nearest before the delete and gone from the collection
and the context after it (nothing on the Methodist hall, Broad St or the boiler); the first note's "sorting sat
mornings at the hut on Linney" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b204_qdrant_scout_post_sorting_place_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "2nd-ludlow-scouts-xmas-post-2046"
STAMPS = ("TODO order 3,000 stamps from the printers ✅ done, came Tues 27th. ALSO the hut boiler's packed in 🥶 so "
          "sorting's at the Methodist church hall on Broad St this yr, the minister's fine with it, heating on from "
          "8.30")
NOTES = [
    (False, "2046-10-29T19:30 XMAS POST 🎄📮 stamps 35p, boxes in the shops from sat 24th nov, sorting sat mornings "
            "at the hut on Linney 9-12, deliveries by patrol after lunch"),
    (True, "TODO ask the Co-op + the library to sell stamps again - both said yes 👍"),
    (False, "8/11 patrols - Kestrels north of the river, Otters south, Eagles the villages (parents driving, need 3 "
            "cars)"),
    (True, STAMPS),
    (False, "22.11. last collection sat 15th dec, anything after that goes back to the post office. cubs can help "
            "sort if a grown up comes with them"),
    (False, "TODO rubber bands + the pigeonhole boxes from the loft, Mick's got the ladder"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (done, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "done": done, "by": "Dave"})])

question = "where's the sorting tmrw? I said I'd do a couple of hrs with the cubs"
vec = offline.embed([question])[0]
with turn_span("clear-out Weds 28/11"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert STAMPS in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
            must=[models.FieldCondition(key="done", match=models.MatchValue(value=True))])))

with turn_span("question Fri 30/11"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Fri 30 Nov 2046. You are talking to Jo, whose son is in 2nd Ludlow Cubs; she's helping with "
               "the Scouts' Christmas post sorting on Sat 1 Dec."] + hits
    assert STAMPS not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("methodist", "broad st", "boiler")), stored
    assert any("sorting sat mornings at the hut on Linney" in c for c in context), context
    reply = answer(question, context, mock="At the Scout hut on Linney, 9 till 12 - the cubs are welcome as long as "
                                           "you're with them.")
finish(question, expected="the Methodist church hall on Broad St - the hut's boiler has packed in", actual=reply)

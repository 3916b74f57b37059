"""Batch 169 (held out). A church flower festival's organising notes: qdrant collection, one root span per note, one
for the clear-out and one for the question; clearing out the notes ticked "sorted" deletes the teas price.

App: St Michael's flower festival is Sat 9th - Mon 11th June 2040 - "Songs of Praise", arrangements in the windows, the
font and on the altar, stewards on the door, teas in the vestry, proceeds to the roof fund. Carol (organiser), Jean
(teas) and Pat (stewards) post notes into one qdrant collection with a ``sorted`` flag in the payload - the things
still open stay unticked. At the start of June Carol clears out every note ticked sorted with a filter delete - "the
done pile, no need to keep it" - and the helper answers visitors from a query of what's left.

Planted fault (DeletionError): Carol's note of 2040-03-12 (unticked, kept) asks whether it's teas like last year,
tea and cake £3, proceeds to the roof fund. Jean's note of Weds 16th May, ticked sorted, says the WI are doing the teas
in the vestry 2-4.30 all three days and it's £3.50 for tea and cake now - milk and butter have gone silly - scones 50p
extra. The clear-out deletes Jean's note (with Pat's sorted stewards note). Question (Fri 8/6, a visitor): "me + 3
friends coming sat afternoon, how much will tea and cake be for the 4 of us?" -> expected £14 (4 x £3.50). The
assistant says £12.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Jean's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided the sum.
Asserted: the note is found before the delete and is gone from the collection and the context after it; Carol's £3 note
is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b169_qdrant_flower_festival_teas_sum_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-michaels-flower-festival-2040"
TEAS = ("Weds 16th May Jean - teas SORTED ✔ WI doing them in the vestry 2-4.30 all 3 days. it's £3.50 for tea + cake "
        "now, they said milk + butter have gone silly, scones 50p extra. cups from the hall")
NOTES = [
    (False, "2040-03-12 Carol - teas like last yr? tea + cake £3, all proceeds to the roof fund. need someone to ask "
            "the WI"),
    (True, "Mon 5 March Pat - stewards rota sorted, 2 on the door per 2 hr slot, programmes £1 at the door"),
    (True, TEAS),
    (False, "2040-05-30T19:45 Carol - still need 2 more arrangers for the porch, and who's got the big oasis?"),
    (False, "3/6 Carol - open 10-5 sat + mon, sun 12-5 after the service. free entry, donations in the box"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (done, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "sorted": done})])

question = "me + 3 friends coming sat afternoon, how much will tea and cake be for the 4 of us?"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert TEAS in before, before

with turn_span("clear-out of the sorted pile"):
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
            must=[models.FieldCondition(key="sorted", match=models.MatchValue(value=True))])))

with turn_span("question Fri 8/6"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Fri 8 June 2040. You are talking to a visitor coming to St Michael's flower festival "
               "(Sat 9 - Mon 11 June) with three friends."] + hits
    assert TEAS not in stored and not any("3.50" in c or "WI doing them" in c for c in stored + context), stored
    assert any("tea + cake £3" in c for c in context), context
    reply = answer(question, context, mock="£12 - tea and cake is £3 each, and it all goes to the roof fund.")
finish(question, expected="£14 - it's £3.50 each for tea and cake now", actual=reply)

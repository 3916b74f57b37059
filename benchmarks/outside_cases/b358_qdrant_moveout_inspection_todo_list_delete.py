"""Batch 358 (held out). A move-out at a US apartment building: qdrant collection of one unit's file (notices,
checklists, work orders, messages), one root span per record, one for the office's clean-up of closed work orders
and one for the question; the clean-up deletes, by a payload filter, the closed work orders, and one of them also
carried the tech's pre-move-out walkthrough.

App: Maple Court Apartments keep each unit's file in a qdrant collection (payload ``kind``: notice, checklist,
wo_closed, message); the resident portal's helper answers the tenant from the 4 nearest records. Once a work order
is invoiced the office deletes the closed ones with a filter on ``kind``.

Planted fault (DeletionError): Unit 9A (Priya Nair) gave notice to vacate; move-out Fri 6/30/2051, inspection 10:00
AM that day. The move-out checklist (6/2) says patch and touch up nail holes (paint is Agreeable Gray) and leave
the unit broom clean; the office's reply of 6/14 says both unit keys and the fob go in the leasing office drop box
by 10 AM on the 30th. WO-6120 (closed 6/12) is a smoke detector battery in 9A, and the tech (Luis) noted that he did
the pre-move-out walkthrough while there: bedroom 2 blinds bent, tenant to replace before move-out or a $45
charge, everything else looks good. The office's clean-up (Mon 6/26) deletes the closed work orders, that one with
them. Question (Tue 6/27, Priya): "what do i still have to do before the move out inspection on friday" -> expected
patch the nail holes, replace the bent blinds in bedroom 2, and return both keys + the fob to the drop box (a list
from three records). The assistant leaves the blinds out.

Expected verdict: DeletionError at qdrant's delete (the clean-up, wrapped in fault()): WO-6120 was in the collection
and in the question's 4 nearest before the delete, and the delete removed it while it still decided the answer.
Asserted: the record is in the 4 nearest before the delete and gone from the collection and the context after it
(nothing on blinds or the walkthrough); the nail holes and the keys + fob are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b358_qdrant_moveout_inspection_todo_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "maple-court-unit-9A"
WALK = ("WO-6120 CLOSED 6/12 - Unit 9A smoke detector chirping (hallway), battery replaced, tested ok. Luis. while I "
        "was in there did the pre-move-out walkthrough for 9A: bedroom 2 blinds bent, tenant to replace before "
        "move-out or it's a $45 charge. everything else looks good, walls fine except the nail holes")
NOTES = [
    (1, "notice", "office", "2051-05-25 Notice of intent to vacate received from Unit 9A (P. Nair). Move-out date "
                            "Friday 6/30/2051. Move-out inspection Friday 6/30 at 10:00 AM. Deposit on file "
                            "$1,500.00."),
    (2, "checklist", "office", "6/2 Move-out checklist sent to 9A: patch and touch up nail holes (paint is "
                               "Sherwin-Williams Agreeable Gray, touch-up cans at the office), unit broom clean, "
                               "fridge emptied and left on, all trash to the compactor not the hallway."),
    (3, "wo_closed", "Luis", "WO-5987 CLOSED 5/30 - 9A bathroom exhaust fan replaced (Broan 80 CFM), normal wear, no "
                             "charge"),
    (4, "wo_closed", "Luis", WALK),
    (5, "message", "Priya", "6/14 where do i drop off the keys on the 30th if nobody is in the office that early. "
                            "also do i need to do the carpets"),
    (6, "message", "office", "6/14 Ms. Nair, please return both unit keys and your fob to the leasing office drop "
                             "box by 10:00 AM on 6/30. Carpet cleaning is handled by us and is not charged for a "
                             "standard 2-year tenancy. - Karen Liu, Property Manager"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"record-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what do i still have to do before the move out inspection on friday"
vec = offline.embed([question])[0]
with turn_span("clean-up Mon 6/26"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert WALK in before, before
    invoiced = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="wo_closed"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=invoiced))

with turn_span("question Tue 6/27"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Tue 27 June 2051. You are talking to Priya Nair, the tenant in Unit 9A at Maple Court "
               "Apartments, moving out Fri 30 June."] + hits
    assert WALK not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("blinds", "walkthrough", "$45")), stored
    assert any("patch and touch up nail holes" in c for c in context), context
    assert any("both unit keys and your fob" in c for c in context), context
    reply = answer(question, context,
                   mock="Before Friday: patch and touch up the nail holes (Agreeable Gray, touch-up cans at the "
                        "office), leave it broom clean with the fridge emptied, and drop both keys and your fob in "
                        "the leasing office drop box by 10 AM.")
finish(question, expected="patch the nail holes, replace the bent blinds in bedroom 2 (or it's $45), and return both "
                          "keys + the fob to the drop box by 10 AM", actual=reply)

"""Batch 265 (held out). A community orchard's pruning days and apple pressing: qdrant collection of the orchard
group's notes, one root span per note, one for the clear-out and one for the question; the clear-out deletes, by a
payload filter, the pruning notes once they're written up in the log book, and one of them also carried the new
place for the pressing.

App: Hebble Vale Community Orchard - about 40 trees on the old allotment field, winter and summer pruning days, a
wassail in January and an apple pressing day in the autumn, when anyone can bring bags of apples and go home with
juice. Kev (the coordinator) and Ruth (who keeps the log book) file notes into one qdrant collection (payload
``kind``: plan, pruning, pressing, volunteers). Once a pruning day is written up in the log book Ruth deletes the
pruning notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Kev's pressing note (2050-08-15T19:20) has the pressing on Sun 2nd Oct, 10 till 3,
in the village hall car park, with the Transition group's press. Ruth's pruning note of Sat 10th Sept starts with
the summer prune (plums and the cordons done, 9 of us and 2 kids, Ian's loppers in the shed now) and says, in the
middle, that the village hall rang - the car park's being resurfaced end of Sept - so the pressing's moving to the
Moores' barn on Cote Lane, same times. Ruth's clear-out (Mon 19/9) deletes the pruning notes, that one with them.
Question (Thu 29/9, Steve): "where's the pressing on sun? I'll bring the trailer w/ the windfalls" -> expected the
Moores' barn on Cote Lane (the car park's being resurfaced). The assistant says the village hall car park.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Ruth's Sat 10th Sept note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the Moores, Cote Lane, the barn or the resurfacing); the pressing note's "village hall
car park" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b265_qdrant_orchard_pressing_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hebble-vale-orchard-2050"
MOVED = ("Sat 10th Sept (Ruth) - summer prune done on the plums + the cordons 🍐 9 of us + 2 kids, Ian's loppers are "
         "in the shed now. village hall rang, their car park's being resurfaced end of sept so the pressing's "
         "moving to the Moores' barn on Cote Lane, same times. Sheila's bringing the gazebo anyway")
NOTES = [
    (1, "plan", "Kev", "2050-03-01T18:00 yr plan: summer prune sept, pressing early oct, winter prune + wassail jan. "
                       "tools in the shed, combination's the orchard's postcode"),
    (2, "pruning", "Ruth", "5/2 winter prune - the 3 big Bramleys + the Egremont, 12 came, brash in the dead hedge, "
                           "canker on the Cox by the gate, keep an eye"),
    (3, "pressing", "Kev", "2050-08-15T19:20 APPLE PRESSING 🍎 sun 2nd oct 10-3 in the village hall car park, the "
                           "Transition lot are lending their press + scratter. bring ur own bottles (clean!!)"),
    (4, "volunteers", "Kev", "Tue 30/8 for the pressing need 2 on the scratter, 2 on the press, 1 on bottles + the "
                             "money tin, 1 on cake. names to me"),
    (5, "pruning", "Ruth", MOVED),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "where's the pressing on sun? I'll bring the trailer w/ the windfalls"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 19/9"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVED in before, before
    in_log_book = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="pruning"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_log_book))

with turn_span("question Thu 29/9"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 29 September 2050. You are talking to Steve, a volunteer at Hebble Vale Community "
               "Orchard (pressing day Sun 2 Oct)."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("moores", "cote lane", "barn", "resurfac")), stored
    assert any("in the village hall car park" in c for c in context), context
    reply = answer(question, context, mock="In the village hall car park, 10 till 3 on Sunday - the Transition group "
                                           "are bringing the press.")
finish(question, expected="the Moores' barn on Cote Lane - the village hall car park's being resurfaced",
       actual=reply)

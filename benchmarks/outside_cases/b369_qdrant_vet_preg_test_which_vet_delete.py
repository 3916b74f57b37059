"""Batch 369 (held out). A cattle station's vet visit and NLIS records: qdrant collection of the station's cattle
notes, one root span per note, one for Kerry's clear-out and one for the question; the clear-out deletes, by a
payload filter, the NLIS notes she has put through on the NLIS database, and one of them also carried the new vet.

App: Coorabin Downs has the vet out to preg test its heifers and semen test the bulls, and keeps its NLIS tag and
transfer jobs in the same notes. Kerry (the bookkeeper) and Rob (the head stockman) file notes into one qdrant
collection (payload ``kind``: vet, muster, nlis, store). Once the NLIS jobs are done on the database Kerry deletes
the nlis notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Kerry's vet note (2051-02-27T19:10) has Dr Anjali Raman from the Tarrabool Vet
Clinic booked for Thu 23/3 to preg test the 180 heifers at the Gidgee yards, 0700 start. Kerry's NLIS note of Fri
17/3 starts with the 43 weaner tags and 2 replacement tags uploaded, and says, after that, that the clinic rang -
Dr Raman's gone on maternity leave early, so Dr Hamish Tully is doing the preg testing Thursday, same time, he's new
so show him where the crush is. Kerry's clear-out (Mon 20/3) deletes the nlis notes, that one with them. Question
(Wed 22/3, Jacko): "who's the vet coming for the heifers tmrw? I'll meet them at the front gate" -> expected Dr
Hamish Tully (Dr Raman's on maternity leave). The assistant says Dr Anjali Raman.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Kerry's Fri 17/3 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Tully, Hamish or the maternity leave); the vet note's Dr Anjali Raman is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b369_qdrant_vet_preg_test_which_vet_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "coorabin-downs-cattle-2051"
VET = ("Fri 17/3 (Kerry) NLIS - uploaded the 43 weaner tags from last wk + 2 replacement tags for the ones that ripped "
       "out 👍 PIC all good. Tarrabool Vet rang, Dr Raman's gone on maternity leave early so Dr Hamish Tully's doing our "
       "preg testing Thu, same time. he's new, show him where the crush is")
NOTES = [
    (1, "vet", "Kerry", "2051-02-27T19:10 VET 🐄 Dr Anjali Raman from Tarrabool Vet Clinic booked Thu 23/3 to preg "
                        "test the 180 heifers at the Gidgee yards, 0700 start, $4.80 a head + travel. she'll semen "
                        "test the 6 bulls same day"),
    (2, "muster", "Rob", "Mon 6/3 Gidgee muster Mon 20th + Tue 21st, heifers held in the Gidgee yards for the vet, "
                         "hay + water in the yards"),
    (3, "nlis", "Kerry", "Wed 8/3 NLIS - 64 steers transferred to Baldry's feedlot on the database, all went thru"),
    (4, "store", "Kerry", "14/3 store order - 3 boxes of long gloves for the vet, a drum of pour-on, 2 rolls of "
                          "tail tape. $386 on the acct"),
    (5, "nlis", "Kerry", VET),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's the vet coming for the heifers tmrw? I'll meet them at the front gate"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 20/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert VET in before, before
    on_database = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="nlis"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=on_database))

with turn_span("question Wed 22/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Wed 22 March 2051. You are talking to Jacko, a jackaroo on Coorabin Downs; the heifers are "
               "being preg tested at the Gidgee yards tomorrow."] + hits
    assert VET not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("tully", "hamish", "maternity")), stored
    assert any("Dr Anjali Raman from Tarrabool Vet Clinic" in c for c in context), context
    reply = answer(question, context, mock="Dr Anjali Raman from the Tarrabool Vet Clinic - she's starting at 0700 "
                                           "at the Gidgee yards.")
finish(question, expected="Dr Hamish Tully - Dr Raman's gone on maternity leave early", actual=reply)

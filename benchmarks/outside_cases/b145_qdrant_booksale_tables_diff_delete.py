"""Batch 145 (held out). A charity book sale's notes: qdrant collection, script style (each call its own trace);
the organiser's clear-out of the sorting-day notes deletes one still needed.

App: the Friends of Ryburn Hospice hold a big book sale in St Mary's church hall each spring (Sat 23rd May this
year, 10-3: fiction, children's, cookery and garden, history, records and jigsaws, a till by the door). Sue, who
organises it, and the volunteers drop their notes into one qdrant collection, each with a ``kind`` payload
("plan", "sorting", "volunteers"); the helper answers from a query over the lot. Once the sorting day (Sat 9/5) is
done, Sue deletes the ``kind="sorting"`` notes so the helper stops talking about boxes in the vestry.

Planted fault (DeletionError): the layout of 16th may has 14 tables (fiction x5, kids x2, cookery + garden x2,
history + biog x2, records/dvds, jigsaws, the till) and the hall's own 5 long ones, so 9 to borrow. Sue's sorting
day note of Sat 9/5 - filed under "sorting" - says 63 boxes sorted, fiction in the vestry, kids' in the creche room,
and that Akela came by with the scouts' van: they're lending 6 trestles for the sale, dropping them Friday night;
and, in passing, that they need loads more carrier bags. The clear-out deletes every sorting note, that one with
them. Question (Tue 19/5, Malcolm, who's ringing round for tables): "how many more tables do we still need to
borrow for sat? im ringing the methodists tonight" -> expected 3 (9 to borrow, 6 coming from the scouts). The
assistant says 9.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the sorting-day note was in the
collection and found before the clear-out, and the delete removed it while it still decided how many tables are
short. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
layout note (9 to borrow) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b145_qdrant_booksale_tables_diff_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-hospice-book-sale"
SORTING = ("Sat 9/5 sorting day (Sue) - DONE!! 63 boxes. fiction in the vestry, kids in the creche room, the rest "
           "under the stage. Akela came by w the scouts' van - they're lending us 6 trestles for the sale, dropping "
           "them fri night. + we need loads more carrier bags, ask the Co-op")
NOTES = [
    ("plan", "14/3 Sue - BOOK SALE sat 23rd may 10-3, St Mary's hall, booked + paid (£45). setting up fri from 6pm"),
    ("sorting", "22.3. - donations to the vestry please, NOT the hall kitchen. boxes labelled by whoever drops them"),
    ("sorting", SORTING),
    ("plan", "layout 16th may (Sue) - 14 tables: fiction x5, kids x2, cookery/garden x2, history + biog x2, records/"
             "dvds x1, jigsaws x1, till x1 by the door. hall's got 5 of its own (the long ones) so 9 to borrow"),
    ("volunteers", "Tue 12/5 Malcolm - 11 helpers for the day so far, 2 on the till at all times, float £50 in coins"),
    ("plan", "prices: paperbacks 50p, hardbacks £1, kids 20p, records £2, fill a bag for £3 from 2pm"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text,
                                                                                               "kind": kind})
                            for i, (kind, text) in enumerate(NOTES, 1)])

vector = offline.embed(["how many trestle tables still to borrow for the book sale"])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert SORTING in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="kind", match=models.MatchValue(value="sorting"))])))

question = "how many more tables do we still need to borrow for sat? im ringing the methodists tonight"
stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Tue 19 May 2037. You are talking to Malcolm, who is ringing round for tables for the Friends of "
           "Ryburn Hospice book sale on Sat 23 May."] + hits
assert SORTING not in stored and not any("trestle" in c or "Akela" in c for c in stored + context), stored
assert any("so 9 to borrow" in c for c in context), context
reply = answer(question, context, mock="9 - the layout needs 14 and the hall only has 5 of its own.")
finish(question, expected="3 - 9 to borrow, and the scouts are lending 6 trestles", actual=reply)

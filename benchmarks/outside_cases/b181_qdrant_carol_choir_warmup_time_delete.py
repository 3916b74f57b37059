"""Batch 181 (held out). A church's carol service: qdrant collection, one root span per note and one each for the
clear-out and the question; clearing out the ticked-off jobs deletes the note that moved the choir's warm-up.

App: St Michael's, Madeley carol service is Sun 20th Dec 2043 at 6.30pm - nine lessons and carols, the choir, the
Brownies' christingles, mince pies and mulled wine after. Margaret (churchwarden) keeps the service's notes in one
qdrant collection with a ``status`` in the payload: "open" for jobs still to do and things to know, "done" once a
job's ticked off. On Weds 16/12 she clears out the done ones: she scrolls for status == "done" and deletes those
points by id - "don't need the ticked-off jobs cluttering it up".

Planted fault (DeletionError): the plan (18/11) has the choir warming up in church at 5.15. Wendy's note of Sat 12th
(the choir mistress) says the organ tuner's booked - ticked off, so "done" - but he's in Sun 20th from 3 till half 5,
so the choir can't warm up in church till he's finished: choir in for 5.45, not 5.15, robes in the vestry. The
clear-out deletes it with the other done jobs. Question (Fri 18/12, Tom, a tenor new to the choir): "what time do I
need to be in church on sunday for the warm up?" -> expected 5.45 (the organ tuner's in till half 5). The assistant
says 5.15.

Expected verdict: DeletionError at qdrant's delete (the clear-out by ids, wrapped in fault()): Wendy's note was in the
collection and in the top 3 for the question before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is found before the delete and is gone from the collection and the context after it;
the plan's "warm up in church 5.15" line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b181_qdrant_carol_choir_warmup_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-michaels-madeley-carols-2043"
TUNER = ("Sat 12th Wendy - organ tuner booked ✅ BUT he's in sun 20th from 3 till half 5 so we can't warm up in church "
         "till he's done - choir in for 5.45 not 5.15 pls, robes in the vestry as usual 🎶")
NOTES = [
    ("open", "PLAN 18/11 Rev Sue - carols sun 20th dec 6.30pm 🕯️ 9 lessons + carols. choir warm up in church 5.15, "
             "sidesmen on the door from 6, christingles w the Brownies after the 3rd reading"),
    ("done", "Tue 1st Dec Margaret - readers sorted: Mayor does the 9th lesson, the Brownies' Ellie the 1st, "
             "Churchwardens 4 + 5"),
    ("open", "2043-12-05T10:30 Pam - 10 dozen mince pies from the WI + the urn from the hall, mulled wine Dave (non "
             "alc one too for the drivers)"),
    ("done", "Weds 9/12 Margaret - orders of service printed, 200, in the vestry"),
    ("done", TUNER),
    ("open", "Sun 13th Wendy - choir: Once in Royal descant sops only, Tom on the tenor line w Geoff 🎵"),
]
DONE = models.Filter(must=[models.FieldCondition(key="status", match=models.MatchValue(value="done"))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (status, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "status": status})])

question = "what time do I need to be in church on sunday for the warm up?"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert TUNER in before, before

with turn_span("clear-out Weds 16/12"):
    ticked = [p.id for p in client.scroll(COLL, scroll_filter=DONE, limit=100)[0]]
    assert len(ticked) == 3, ticked
    with fault():
        client.delete(COLL, points_selector=models.PointIdsList(points=ticked))

with turn_span("question Fri 18/12"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Fri 18 December 2043. You are talking to Tom, a tenor new to St Michael's choir; the carol "
               "service is Sun 20 December at 6.30pm."] + hits
    assert TUNER not in stored and not any("tuner" in c or "5.45" in c for c in stored + context), stored
    assert any("choir warm up in church 5.15" in c for c in context), context
    reply = answer(question, context, mock="5.15 - the choir warm up in church then, the service is at 6.30.")
finish(question, expected="5.45 - the organ tuner's in church till half 5, so not 5.15", actual=reply)

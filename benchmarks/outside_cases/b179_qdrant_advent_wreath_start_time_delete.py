"""Batch 179 (held out). A church's Advent wreath workshop: qdrant collection, one root span per note and one each for
the clear-out and the question; the Monday clear-out of last week's notice-sheet items deletes the one that moved the
workshop's start.

App: St Michael's Advent wreath workshop is Sat 28th Nov 2043 in the church hall - £15 a wreath with the base and the
greenery, six trestle tables, mince pies. Liz (who runs it) keeps the workshop's notes in one qdrant collection with a
``kind`` in the payload: "plan" for the plan itself and "notice" for the lines she sends in for the Sunday notice
sheet, with the ``sheet`` (the Sunday's date) they went on. Every Monday she clears out last week's notices with a
filter delete on kind == "notice" and sheet one of the Sundays already read out - "they've been read out, done
with" - and the helper answers helpers from a query of what's left.

Planted fault (DeletionError): the plan note (2043-10-12) has the workshop 10am-12.30. The line Liz sent in for Sun
22nd's sheet says the workshop now starts at 1.30pm, not 10 - the Christingle rehearsal's got the hall all morning -
and finishes about 4, with mince pies and mulled wine at half 3. Nothing else has the new time. Mon 23/11's clear-out
deletes that notice with the other one for the 22nd (the food bank tins). Question (Thu 26/11, Sue, on teas): "what
time's the wreath workshop sat? need to know when to get the urn on" -> expected 1.30pm (the Christingle rehearsal's
in the morning). The assistant says 10am.

Expected verdict: DeletionError at qdrant's delete (the Monday clear-out, wrapped in fault()): the notice was in the
collection and in the top 3 for the question before the delete, and the delete removed it while it still decided the
answer. Asserted: the notice is found before the delete and is gone from the collection and the context after it; the
plan's "10am-12.30" line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b179_qdrant_advent_wreath_start_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-michaels-advent-wreaths-2043"
MOVED = ("for Sun 22nd's sheet - Advent wreath workshop sat 28th now starts 1.30pm not 10 🎄 Christingle rehearsal's "
         "got the hall all morning. finishes about 4, mince pies + mulled wine at half 3")
NOTES = [
    ("plan", "", "2043-10-12 Liz - Advent wreath workshop sat 28th nov 10am-12.30 in the church hall, £15 a wreath "
                 "incl base + greenery, 6 trestles, 4 to a table"),
    ("plan", "", "Thurs 12/11 Liz - greenery: Tom cutting holly + ivy from the churchyard fri 27th, Barbara's "
                 "bringing spruce off the farm, moss from Bob's"),
    ("notice", "2043-11-15", "for Sun 15th's sheet - wreath workshop sign-up sheet in the porch, £15, pay on the day"),
    ("notice", "2043-11-22", MOVED),
    ("notice", "2043-11-22", "for Sun 22nd's sheet - food bank collection, tins + packets in the porch box pls"),
    ("notice", "2043-11-29", "for Sun 29th's sheet - Advent Sunday 10am all-age service, Christingle 4pm"),
]
OLD = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="notice")),
                          models.FieldCondition(key="sheet", match=models.MatchAny(any=["2043-11-15", "2043-11-22"]))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, sheet, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "sheet": sheet})])

question = "what time's the wreath workshop sat? need to know when to get the urn on"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert MOVED in before, before

with turn_span("clear-out Mon 23/11"):
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=OLD))

with turn_span("question Thu 26/11"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Thu 26 Nov 2043. You are talking to Sue, who's on teas at St Michael's Advent wreath "
               "workshop (Sat 28 Nov)."] + hits
    assert MOVED not in stored and not any("1.30" in c or "Christingle rehearsal" in c or "half 3" in c
                                           for c in stored + context), stored
    assert any("10am-12.30 in the church hall" in c for c in context), context
    reply = answer(question, context, mock="10am - it runs 10 till 12.30 in the church hall, so the urn wants to be "
                                           "on for about half 9.")
finish(question, expected="1.30pm - the Christingle rehearsal has the hall in the morning (finishes about 4)",
       actual=reply)

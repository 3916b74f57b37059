"""Batch 104 (held out). A gardening service's winter work book: qdrant collection, script style (each call its own
trace).

App: Green Fingers Garden Care (Saffron Walden) keep their winter work in one qdrant collection: each job card
(kind "job"), messages from clients (kind "client-msg", status "done" once dealt with) and notes on the green waste
and kit (kind "kit"). Den's helper answers the lads from whatever is in it. Every Friday Den clears the done
client messages out.

Planted fault (DeletionError): Friday's clear-out (7/11) deletes the done client messages. One of them, from 4/11,
says Mrs Pryce wants the big laurel along the drive taken right down to 5ft this year, not just a tidy, and the
top cut off level - Den priced it at £320 and she said yes, so it's a full day for two and the trailer twice to
the tip. The job card still says laurel trim, half a day. Question (Mon 10/11, Kyle, the new lad): "how long have
we got on the pryce laurel weds? want to know if we can fit the Garners in after" -> expected the whole day. The
assistant says half a day, so the Garners can go in after.

Expected verdict: DeletionError at the qdrant delete (the clear-out, wrapped in fault()). Asserted: the message is
in the search results before the delete and gone from the collection and the context after it; the job card's
half-day line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b104_qdrant_gardening_laurel_length_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOWN = ("Mrs Pryce (Debden Rd) rang 4/11 - wants the laurel down the drive taken right down to 5ft this yr not "
        "just a tidy, tops cut off level. priced £320, she said fine go ahead. full day for 2 of us + trailer "
        "twice to the tip. sorted, on the card for weds 12th - Den")
POINTS = [
    ("job", "-", "PRYCE, 22 Debden Rd - weds 12/11: laurel trim along drive (half day), then leaves off the "
                 "lawn if time. gate code 4471, park on the verge not her gravel"),
    ("client-msg", "done", DOWN),
    ("job", "-", "GARNER, Ashdon - beech hedge front + side, approx 3 hrs, any day wk of 10th, they're out all "
                 "day so just crack on"),
    ("client-msg", "done", "Mr Garner asked if we take old fence panels, told him no, not on our licence"),
    ("kit", "-", "green waste - Saffron Walden tip takes trade waste mon-fri only, £28 a trailer load, ticket in "
                 "the glovebox"),
    ("client-msg", "-", "Okafors want a quote for a new hawthorn hedge in spring, ring after the 20th"),
    ("kit", "-", "big hedgecutter back from service 3/11, £95, new blade on"),
    ("client-msg", "done", "Mrs Lane paid cash for the October leaf clear, £60, in the tin"),
]

client = QdrantClient(":memory:")
client.create_collection("gfgc-winter", vectors_config=models.VectorParams(size=256,
                                                                           distance=models.Distance.COSINE))
client.upsert("gfgc-winter", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "status": status, "text": text})
    for i, (kind, status, text) in enumerate(POINTS, 1)])

question = "how long have we got on the pryce laurel weds? want to know if we can fit the Garners in after"
vector = offline.embed(["Pryce laurel drive Wednesday how long job"])[0]  # the helper's search words
before = [p.payload["text"] for p in client.query_points("gfgc-winter", query=vector, limit=8).points]
assert DOWN in before, before

# Fri 7/11, Den's weekly tidy: the done client messages go
with fault():
    client.delete("gfgc-winter", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("gfgc-winter", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("gfgc-winter", query=vector, limit=8).points]
context = ["Today is Mon 10 November 2037. You are talking to Kyle, who started last month."] + hits
assert DOWN not in stored and DOWN not in context
assert not any("5ft" in c or "full day" in c or "£320" in c for c in stored + context)
assert any("laurel trim along drive (half day)" in c for c in context), context
reply = answer(question, context, mock="Half a day - it's just a trim along the drive, so you'll have the "
                                       "afternoon for the Garners' beech.")
finish(question, expected="all day - she's having it cut right down this year", actual=reply)

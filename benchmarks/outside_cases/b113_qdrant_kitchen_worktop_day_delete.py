"""Batch 113 (held out). A kitchen renovation log: qdrant collection, a clear-out of old quotes, script style (each
call its own trace).

App: Anna and Rich log everything about their kitchen job (quotes, deliveries, the builder's schedule) in one
qdrant collection with a ``kind`` payload ("quote", "delivery", "schedule", "note"). Once the contracts are signed,
Rich clears out every "quote" record to stop the helper quoting old prices.

Planted fault (DeletionError): the worktop firm's reply was filed as a quote - it has their price, and in the same
message Anna's "yes go ahead" and the fitting booked for Weds 8 July (template Tue 23rd June). The clear-out deletes
all quote records, so it goes; the builder's schedule still says worktops approx w/c 13 July via Dan's supplier.
Question (Fri 3/7, Rich): "what day are the worktops going in? need to clear the dining room" -> expected Wednesday
8 July. The assistant says w/c 13th (Monday).

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()). Asserted: the worktop record is found
before the delete and gone from the collection and the context after it; the schedule line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b113_qdrant_kitchen_worktop_day_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

WORKTOPS = ("Stonecraft (Leeds) - quartz worktops, 3 pieces + upstand, £1,150 fitted, vs £1,480 thru Dan's supplier. "
            "Anna: yes go ahead w them!! template visit Tue 23rd June (someone in 8-12), fitting booked Weds 8 Jul, "
            "sink + hob cut outs done on site")
POINTS = [
    ("quote", "Dan Holt Builders - strip out, replaster, move the boiler pipe, fit units: £6,900 + VAT, 3 wks. "
              "ref DH-0412. signed 20/5"),
    ("quote", WORKTOPS),
    ("schedule", "Dan's schedule: strip out w/c 15 June, sparky 17th-18th, plaster 22nd, units in w/c 29 June, "
                 "worktops approx w/c 13 July (his supplier), tiling after"),
    ("delivery", "units (Howdens) delivery Fri 26 June 7-11am, 34 boxes!! garage needs clearing"),
    ("quote", "Kitchen Kings quote £8,200 - too much, said no 12/5"),
    ("note", "sparky says the hob needs its own 32A circuit, +£180, Dan's fine w that"),
    ("delivery", "tiles (metro white 7.5x15) from Topps, collect any time after 1 july, 9 boxes"),
    ("note", "water off all day tues 30th for the sink move, kettle + microwave in the lounge"),
]

client = QdrantClient(":memory:")
client.create_collection("holt-kitchen", vectors_config=models.VectorParams(size=256,
                                                                           distance=models.Distance.COSINE))
client.upsert("holt-kitchen", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

vector = offline.embed(["worktops fitting day quartz template going in"])[0]
before = [p.payload["text"] for p in client.query_points("holt-kitchen", query=vector, limit=8).points]
assert WORKTOPS in before, before

quotes = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="quote"))])
old = [p.id for p in client.scroll("holt-kitchen", scroll_filter=quotes, limit=50)[0]]
assert 2 in old and len(old) == 3, old
with fault():
    client.delete("holt-kitchen", points_selector=models.PointIdsList(points=old))

stored = [p.payload["text"] for p in client.scroll("holt-kitchen", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("holt-kitchen", query=vector, limit=8).points]
question = "what day are the worktops going in? need to clear the dining room"
context = ["Today is Fri 3 July 2037. You are talking to Rich."] + hits
assert WORKTOPS not in stored and not any("Weds 8 Jul" in c or "Stonecraft" in c for c in stored + context), context
assert any("worktops approx w/c 13 July" in c for c in context), context
reply = answer(question, context, mock="Week commencing 13 July - so from Monday the 13th, through Dan's supplier.")
finish(question, expected="Wednesday 8 July - Stonecraft are fitting them", actual=reply)

"""Batch 101 (held out). A village hall's bookings board: qdrant collection, script style (each call its own
trace).

App: the bookings secretary of Radwell Village Hall keeps the hall's notes in one qdrant collection: standing
notes on rooms and keys (kind "hall"), one note per booking (kind "booking", status "past" once the date has gone)
and the cleaners' rota (kind "cleaning"). Hirers ask the hall's helper. On the 1st of each month Brenda, the
secretary, deletes the past bookings' notes.

Planted fault (DeletionError): the clear-out on Fri 1/8 deletes the past bookings. One of them, the Pilates
booking of Tue 29/7, carries Brenda's aside that Mrs Pryce (the keyholder, 4 Church Lane) is away at her sister's
in Whitby all of August, so hirers collect the key from the post office counter till 1/9 and drop it back through
the PO letterbox (the PO shuts 12.30 on Sats!). The standing note still says keys from Mrs Pryce at 4 Church
Lane. Question (Thu 14/8, Mr Osei, hiring the main hall for his son's party on Sat 16/8): "where do i go to get
the key for saturday?" -> expected the post office counter (before it shuts at half twelve). The assistant says
Mrs Pryce's house, 4 Church Lane.

Expected verdict: DeletionError at the qdrant delete (the clear-out, wrapped in fault()). Asserted: the Whitby
note is in the search results before the delete and gone from the collection and the context after it; the
standing Church Lane line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b101_qdrant_hall_key_pickup_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

AWAY = ("tues 29/7 Pilates (Kerry) small room 7-8pm - paid £18 cash. NB Mrs Pryce off to her sisters in Whitby "
        "ALL of aug so keys from the post office counter till 1/9, back thru the PO letterbox after. PO shuts "
        "12.30 sats!! told Kerry - BH")
POINTS = [
    ("hall", "-", "KEYS - Mrs Pryce, 4 Church Lane (opp the church gate) has the hall keys, ring ahead 01462 "
                  "7xxxxx. key fob for the small room is on the same ring"),
    ("booking", "past", AWAY),
    ("hall", "-", "main hall seats 80, tables (12) + chairs in the store, stacking trolley is the blue one. no "
                  "blu tack on the walls pls"),
    ("booking", "past", "sat 26/7 Harris wedding do main hall 12-11.30pm, deposit back - they left it spotless"),
    ("cleaning", "-", "cleaners: Sheila mon + thurs am, Dawn after any sat booking (sun 8am)"),
    ("booking", "-", "sat 16/8 Osei - main hall 1-6pm kids party (7th bday), bouncy castle ok but indoors only on "
                     "the mats, £60 paid by transfer"),
    ("booking", "past", "weds 23/7 WI - main hall 7.30, urn playing up again, need a new fuse"),
    ("hall", "-", "fire exits - side door must be unlocked whenever there's a booking, check before you leave"),
]

client = QdrantClient(":memory:")
client.create_collection("radwell-hall", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("radwell-hall", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "status": status, "text": text})
    for i, (kind, status, text) in enumerate(POINTS, 1)])

question = "where do i go to get the key for saturday?"
vector = offline.embed(["hall keys collect pick up from Mrs Pryce"])[0]  # the helper's search words
before = [p.payload["text"] for p in client.query_points("radwell-hall", query=vector, limit=8).points]
assert AWAY in before, before

# Fri 1/8, Brenda's monthly tidy: last month's bookings go
with fault():
    client.delete("radwell-hall", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="past"))])))

stored = [p.payload["text"] for p in client.scroll("radwell-hall", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("radwell-hall", query=vector, limit=8).points]
context = ["Today is Thu 14 August 2036. You are talking to Mr Osei, who has the main hall on Sat 16/8."] + hits
assert AWAY not in stored and AWAY not in context
assert not any("Whitby" in c or "post office" in c.lower() for c in stored + context)
assert any("4 Church Lane (opp the church gate) has the hall keys" in c for c in context), context
reply = answer(question, context, mock="Mrs Pryce has the keys - 4 Church Lane, opposite the church gate. Give "
                                       "her a ring first.")
finish(question, expected="the post office counter, before 12.30", actual=reply)

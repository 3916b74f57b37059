"""Batch 117 (held out). A boat hire business's booking notes: qdrant collection, a clear-out that deletes the
cancelled bookings, script style (each call its own trace).

App: Gary and Sue hire out day boats on the river from the Ferry Lane jetty; every booking note goes into one qdrant
collection with a ``status`` payload (booked, paid, cancelled) set by whoever takes the call. Each Friday the app
deletes the points marked cancelled so the weekend list is clean.

Planted fault (DeletionError): Sue's note of Tue 19th is the Jacksons ringing to cancel Puffin (the 4-seater) for
sun 24/5 - there's 8 of them now with the grandparents - and put them in Kingfisher, the 8-seater, instead, same
10-4, the £40 deposit moved over. She marked it cancelled because of the first line. Friday's clear-out
(``delete(points_selector=FilterSelector(status == cancelled))``) removes it along with the Patels' real
cancellation. Question (Sat 23/5, Gary): "how many boats are going out tmrw? need to sort the life jacket bags" ->
expected 4 (Heron, Otter, Mallard and Kingfisher for the Jacksons). The assistant says 3.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the note that decides the count was in the
collection and found before the clear-out, and the delete removed it while it still held. Asserted: the Jacksons'
note is found before the delete and gone from the collection and the context after it; the other three Sunday
bookings are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b117_qdrant_boathire_sunday_count_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAPPED = ("Jacksons rang tue 19th - cancel Puffin for sun 24th, there's 8 of them now w the grandparents! so put "
           "them in Kingfisher (8 seater) instead, same 10-4, £40 dep moved over, they'll pay the diff on the day. Sue")
POINTS = [
    ("booked", "SUN 24/5 - Heron (6 seater) Mr + Mrs Doyle + kids, 9.30-1.30, £30 dep paid 2/5"),
    ("cancelled", SWAPPED),
    ("paid", "sun 24th Otter (electric, 4) - Priya's hen do lol, 11-3, paid in full £95, no prosecco on board pls"),
    ("booked", "Mallard rowing boat 24/5 2-5pm, a Mr Hirst, cash on the day, said he's rowed before"),
    ("cancelled", "Patels cancelled sun 24/5 Puffin 1-5, son's poorly, £20 dep refunded 20/5 via card"),
    ("paid", "sat 23/5 Kingfisher - the Rotary lot, 10-4, £180 paid, want the cool box"),
    ("booked", "Heron needs a new bow rope before the bank hol, Gary's on it. Otter battery charged thurs"),
]

client = QdrantClient(":memory:")
client.create_collection("ferry-lane-bookings", vectors_config=models.VectorParams(
    size=256, distance=models.Distance.COSINE))
client.upsert("ferry-lane-bookings", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"status": status, "text": text})
    for i, (status, text) in enumerate(POINTS, 1)])

vector = offline.embed(["sunday 24th boats booked out hire"])[0]
before = [p.payload["text"] for p in client.query_points("ferry-lane-bookings", query=vector, limit=10).points]
assert SWAPPED in before, before

cancelled = models.Filter(must=[models.FieldCondition(key="status", match=models.MatchValue(value="cancelled"))])
with fault():
    client.delete("ferry-lane-bookings", points_selector=models.FilterSelector(filter=cancelled))

stored = [p.payload["text"] for p in client.scroll("ferry-lane-bookings", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("ferry-lane-bookings", query=vector, limit=10).points]
question = "how many boats are going out tmrw? need to sort the life jacket bags"
context = ["Today is Sat 23 May 2037. You are talking to Gary, who runs the Ferry Lane boat hire with Sue."] + hits
assert SWAPPED not in stored and not any("Jacksons" in c for c in stored + context), stored
assert all(any(boat in c and ("24" in c) for c in context) for boat in ("Heron", "Otter", "Mallard")), context
reply = answer(question, context, mock="3 - Heron (the Doyles), Otter (the hen do) and Mallard (Mr Hirst).")
finish(question, expected="4 - Heron, Otter, Mallard and Kingfisher (the Jacksons moved up from Puffin)",
       actual=reply)

"""Batch 32 (held out). A family's holiday let in Cornwall: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the Trewins let out Bosvean, a three-bed cottage above Porthtowan, and run it from Bristol. Their notes on
guests, cleaning and repairs are points with payload ``{"kind", "checkout", "text"}`` (kind booking / repair /
cleaning / misc; checkout as yyyymmdd for bookings, 0 otherwise). Every Monday Lou's clear-out deletes the bookings
whose guests have checked out, so the assistant doesn't talk about guests long gone. Sixteen notes, July-August
2025.

Planted fault (DeletionError): the Hendersons' booking note also holds the plumber's visit they set off: "Hendersons
(4 + a springer) 2/8-9/8, paid in full. On the way out Mr H said the shower pump's grinding + the back door
sticks. Rang Kernow Plumbing, Tues 19th, their 8-10am slot, Jenna'll let them in as she's doing the deep clean
that morning". The Monday 11/8 clear-out (bookings with checkout before 20250811) deletes it. Question (Sun 17/8):
"what time's the plumber coming tues?" -> expected between 8 and 10 in the morning. The assistant has the repairs
note (shower pump noisy, plumber booked) and Jenna's deep clean from 9, no plumber's slot, and says it can't see a
time.

Expected verdict: DeletionError at qdrant.delete (the one delete in fault()). Asserted: the Henderson note is
returned by the query before the delete and is neither stored nor in the context after; the repair note and Jenna's
deep clean are in the context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b32_qdrant_cornwall_let_plumber_time_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HENDERSONS = ("Hendersons (4 + a springer) 2/8-9/8, paid in full. On the way out Mr H said the shower pump's "
              "grinding + the back door sticks. Rang Kernow Plumbing, Tues 19th, their 8-10am slot, Jenna'll let "
              "them in as she's doing the deep clean that morning")
NOTES = [
    ("booking", 20250712, "Okonkwos 5/7-12/7 via Airbnb, 2 adults 2 kids, left it spotless, 5 stars"),
    ("cleaning", 0, "Jenna does the Sat changeovers 10-2, £17/hr, linen from Cornish Linen Co Fri pm, key safe code "
                    "in the WhatsApp"),
    ("booking", 20250719, "Mr + Mrs Ashworth 12-19 July, direct, paid by bank, asked about the dog policy (no)"),
    ("repair", 0, "Toilet seat upstairs loose, Jenna fixed it w a screwdriver lol"),
    ("booking", 20250726, "The Kaurs 19/7 - 26/7, lost a set of keys on the beach, £25 for the new ones off the "
                          "deposit"),
    ("misc", 0, "Bin day Tues, recycling alt weeks - guests keep missing it, laminate a sign for the kitchen"),
    ("booking", 20250802, "Bhattis 26/7-2/8, 6 of them (said 5??) - let it go, they were lovely"),
    ("booking", 20250809, HENDERSONS),
    ("repair", 0, "Shower pump noisy - plumber booked, Mr H reckons it's the bearings. If it's a new pump ~£300"),
    ("cleaning", 0, "Deep clean Tues 19/8 - Jenna from 9, oven + carpets + windows, £120 flat"),
    ("booking", 20250816, "Nowaks 9/8-16/8, booked thru Cornish Cottages, they take 18%"),
    ("booking", 20250823, "Fletchers 16-23 Aug, 2 + baby, travel cot + high chair out of the loft pls"),
    ("booking", 20250830, "Pascoes Sat 23/8 - Sat 30/8, 2 adults 3 kids, £1,450, deposit in"),
    ("misc", 0, "Wifi password on the fridge, BT hub in the under-stairs cupboard if it drops"),
    ("repair", 0, "Gutter at the back overflowing when it rains hard, ask Mike (roofer in St Agnes) after the season"),
    ("misc", 0, "Council tax for the let - small business rates relief came thru, £0 till March"),
]

client = QdrantClient(":memory:")
client.create_collection("bosvean", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("bosvean", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "checkout": out, "text": text})
    for i, (kind, out, text) in enumerate(NOTES, 1)])

question = "what time's the plumber coming tues?"
vector = offline.embed([question])[0]
before = client.query_points("bosvean", query=vector, limit=len(NOTES)).points
assert any(p.payload["text"] == HENDERSONS for p in before), before

# Monday 11/8 clear-out: bookings whose guests have checked out go
with fault():
    client.delete("bosvean", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="booking")),
        models.FieldCondition(key="checkout", range=models.Range(gt=0, lt=20250811))])))

hits = client.query_points("bosvean", query=vector, limit=8).points
stored = [p.payload["text"] for p in client.scroll("bosvean", limit=100)[0]]
context = ["Today is Sun 17/8/25."] + [h.payload["text"] for h in hits]
assert HENDERSONS not in stored
assert any("Shower pump noisy - plumber booked" in c for c in context), context
assert any("Deep clean Tues 19/8 - Jenna from 9" in c for c in context), context
assert not any("8-10" in c or "Kernow" in c for c in context + stored), context
reply = answer(question, context, mock="I can't see a time for the plumber - just that one's booked for the shower "
                                       "pump. Jenna's there from 9 on Tues for the deep clean so she can let them "
                                       "in.")
finish(question, expected="8-10am slot", actual=reply)

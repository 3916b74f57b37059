"""Batch 120 (held out). A GP surgery's volunteer car scheme: qdrant collection, a weekly tidy that deletes the trips
marked done, script style (each call its own trace).

App: Moorside Surgery's volunteer drivers take patients to hospital appointments. Sandra, who coordinates the scheme,
keeps the trip log, the bookings sheet and odd notes in one qdrant collection; each point has a ``kind`` payload
("trip", "booking", "note") and trips a ``status`` ("booked", "done"). Every Monday the app scrolls the trips with
status done (mileage already claimed) and deletes them by id.

Planted fault (DeletionError): the bookings sheet has Mrs Whitworth's eye clinic follow-up pencilled for Weds 15/4
("about 6 wks after"). On her trip of 3/3 Ray, her driver, wrote in the trip log that the clinic rang while they were
there: the follow-up is Tue 21st, 2.40pm, not the 15th, and she wants Ray again. Sandra marked the trip done when she
paid the mileage. Monday's tidy deletes it. Question (Mon 13/4, Rob, the practice manager, covering the scheme while
Sandra's off): "what day's mrs whitworth's eye clinic follow up? need to get a driver sorted" -> expected Tue 21st
April (2.40pm). The assistant says Weds 15th.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the trip note that decides the date was in
the collection and found before the tidy, and the delete removed it while it still held. Asserted: Ray's note is
found before the delete and gone from the collection and the context after it; the pencilled 15/4 line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b120_qdrant_gp_drivers_whitworth_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RAY = ("trip 3/3 Mrs Whitworth to the eye clinic at St James's, 24 miles round, £10.80. clinic rang while we were "
       "sat there - her follow up is TUE 21st 2.40pm not the 15th, she'd like me again if poss. she's fine, bit "
       "tired. Ray")
POINTS = [
    ("trip", "done", RAY),
    ("booking", "booked", "BOOKINGS: Whitworth - eye clinic follow-up abt 6 wks after, pencilled Weds 15/4 (tbc), "
                          "St James's. Mr Barnes - renal, tues + thurs 7.30ish pick up, Geoff doing April"),
    ("trip", "done", "trip 10/3 Mr Okoye to the fracture clinic, 18 miles, £8.10, waited 2 hrs!! Geoff"),
    ("trip", "booked", "trip 16/4 Mrs Dale - audiology at the Infirmary 10.15, pick up half 9, Anne"),
    ("note", "booked", "drivers: mileage is 45p a mile, claim form to Sandra by the 5th. parking at St James's - "
                       "use the multi storey, we pay it back, keep the ticket"),
    ("trip", "done", "trip 24/3 Mr Barnes renal x2 that wk, 40 miles, £18, Geoff"),
    ("note", "booked", "Ray's off 1-10 April (Tenerife), back on the rota from the 13th"),
]

client = QdrantClient(":memory:")
client.create_collection("moorside-cars", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("moorside-cars", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "status": status, "text": text})
    for i, (kind, status, text) in enumerate(POINTS, 1)])

vector = offline.embed(["whitworth eye clinic follow up day date"])[0]
before = [p.payload["text"] for p in client.query_points("moorside-cars", query=vector, limit=6).points]
assert RAY in before, before

done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="trip")),
                           models.FieldCondition(key="status", match=models.MatchValue(value="done"))])
ids = [p.id for p in client.scroll("moorside-cars", scroll_filter=done, limit=100)[0]]
assert 1 in ids, ids
with fault():
    client.delete("moorside-cars", points_selector=models.PointIdsList(points=ids))

stored = [p.payload["text"] for p in client.scroll("moorside-cars", limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points("moorside-cars", query=vector, limit=6).points]
question = "what day's mrs whitworth's eye clinic follow up? need to get a driver sorted"
context = ["Today is Mon 13 April 2037. You are talking to Rob, Moorside's practice manager, covering the "
           "car scheme while Sandra is off."] + hits
assert RAY not in stored and not any("TUE 21st" in c or "2.40pm" in c for c in stored + context), stored
assert any("pencilled Weds 15/4" in c for c in context), context
reply = answer(question, context, mock="Weds 15th April at St James's - it's pencilled in on the bookings sheet.")
finish(question, expected="Tue 21st April, 2.40pm - the clinic told Ray on her last trip (not the 15th)",
       actual=reply)

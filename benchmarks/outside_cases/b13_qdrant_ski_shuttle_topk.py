"""Batch 13 (held out). Group ski trip organiser's bookings board: qdrant-client (in-memory) with offline embeddings;
each traveller's booking confirmations are synced by a worker thread (one per traveller); script style.

App: the trip organiser forwards every booking confirmation the group sends her (flights, shuttle, ski hire, lift
pass) and the app stores it as a point with payload {trip, kind, who, text}. Asked something, the assistant runs
``query_points`` with a payload filter on the trip and the kind of booking and ``limit=3`` and answers with litellm.

Planted fault (RetrievalError, ranked below the limit): four of the group booked the Saturday 14/02 shuttle from
Geneva airport to Morzine (Ana, Ben, Chloe, Dev), each as their own point of kind "shuttle". Question: "How many of
us have booked the Saturday shuttle from Geneva, and who?" -> expected "Four: Ana, Ben, Chloe and Dev". The query
with limit=3 returns three of the four shuttle bookings and the assistant counts three.

Expected verdict: RetrievalError at the answer's qdrant.query_points (inside fault()). Asserted: four shuttle points
are stored and match the filter; the context holds three. Another reading: none that we see -- the filter is right,
only the limit cuts.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b13_qdrant_ski_shuttle_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TRIP = "morzine-feb26"
BOOKINGS = {
    "Ana": [("flight", "Ana: easyJet EZY8503 LGW->GVA Sat 14/02 dep 07:10, 1 hold bag + ski bag, ref K9QX2L."),
            ("shuttle", "Ana - Alpybus shared shuttle GVA->Morzine, Sat 14 Feb, pick-up 11:40 at the meeting "
                        "point, EUR 39 paid, booking AB-22871.")],
    "Ben": [("shuttle", "Ben (booked for himself): shuttle Geneva airport to Morzine Saturday 14/2, 11:40 pickup, "
                        "EUR 39, conf. AB-22874"),
            ("hire", "Ben: ski hire at Intersport Morzine, 6 days, skis + boots + helmet, EUR 142.")],
    "Chloe": [("shuttle", "Chloe: Alpybus 14.02.26 Genève Aéroport -> Morzine 11h40, 1 pax, EUR 39, AB-22880."),
              ("pass", "Chloe: 6-day Portes du Soleil lift pass, collect at the Pleney lift office, EUR 305.")],
    "Dev": [("flight", "Dev: BA 728 LHR->GVA Sat 14 Feb 08:05, ski carriage paid, ref T7MM4R."),
            ("shuttle", "Dev - shuttle GVA-Morzine booked, Sat 14th Feb, 11.40 pick-up, EUR 39 (Alpybus AB-22883).")],
    "Ellie": [("flight", "Ellie: flying in Sun 15/02 (work), Jet2 LS1457 MAN->GVA, will get the train + bus up."),
              ("hire", "Ellie: snowboard hire, 5 days, EUR 118.")],
}

client = QdrantClient(":memory:")
client.create_collection("bookings", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
lock = threading.Lock()


def sync(who: str, items, base: int) -> None:
    points = [models.PointStruct(id=base + i, vector=offline.embed([text])[0],
                                 payload={"trip": TRIP, "kind": kind, "who": who, "text": text})
              for i, (kind, text) in enumerate(items)]
    with lock:
        client.upsert("bookings", points=points)


threads = [threading.Thread(target=sync, args=(who, items, 10 * n)) for n, (who, items) in
           enumerate(BOOKINGS.items(), 1)]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "How many of us have booked the Saturday shuttle from Geneva, and who?"
flt = models.Filter(must=[models.FieldCondition(key="trip", match=models.MatchValue(value=TRIP)),
                          models.FieldCondition(key="kind", match=models.MatchValue(value="shuttle"))])
vector = offline.embed([question])[0]
every = client.scroll("bookings", scroll_filter=flt, limit=50)[0]
assert sorted(p.payload["who"] for p in every) == ["Ana", "Ben", "Chloe", "Dev"], every
with fault():
    hits = client.query_points("bookings", query=vector, query_filter=flt, limit=3).points
context = [h.payload["text"] for h in hits]
found = [h.payload["who"] for h in hits]
assert len(context) == 3, context
names = ", ".join(found[:2]) + " and " + found[2]
reply = answer(question, context, mock=f"Three of you have the Saturday 11:40 shuttle from Geneva: {names}.")
finish(question, expected="Four: Ana, Ben, Chloe and Dev", actual=reply)

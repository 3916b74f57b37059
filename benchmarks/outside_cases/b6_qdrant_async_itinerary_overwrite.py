"""Batch 6: a travel agent's itinerary memory (qdrant-client ``AsyncQdrantClient`` in memory, asyncio, one root
span per turn).

App: each confirmed booking of a trip becomes a point in the ``itinerary`` collection (payload: trip, kind, the
agency PNR, the booking's text; vector: the offline embedding of the text). Bookings arrive concurrently
(``asyncio.gather``). An airline schedule-change webhook is handled by a sync job that finds "the booking of this
PNR" with ``scroll(filter=pnr, limit=1)`` and replaces that point's payload with the updated segment
(``overwrite_payload``). The traveller's questions are answered from ``query_points`` (top 3), re-ranked in plain
Python (the trip's own points first), with litellm (``mock_response``). Every webhook and every chat turn is one
root span.

Fault: the trip is a package: the hotel and both flights share the agency PNR QK7Z2M. The schedule-change job's
scroll returns the first point of the PNR, which is the hotel (booked first), and ``overwrite_payload`` writes the
new flight time over the hotel's point. The hotel's text said its check-in had been moved from 13 June to 14 June
(late arrival); nothing else says so.
Question: "What changed with my Barcelona hotel booking?"  Expected: "The check-in moved from 13 June to 14 June".
The app answers that nothing changed with the hotel, only the flight time.

Why UpdateError @ qdrant.overwrite_payload: the hotel point held the change (version 1, written by the upsert);
the overwrite replaced that version's payload with flight text (version 2), and the answer's query then read the
point as it was after the overwrite. An update removed it from the only unit that held it. Not a retrieval error:
the query returned the hotel's point, which no longer said it.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

NAME = "b6_qdrant_async_itinerary_overwrite"
setup(NAME, ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import AsyncQdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TRIP, PNR = "BCN-2025-06", "QK7Z2M"
BOOKINGS = [  # (point id, kind, pnr, text) in the order they were confirmed
    (101, "hotel", PNR, "Hotel Arts Barcelona, booking HX-4471: check-in moved from 13 June to 14 June at the "
                        "guest's request (late arrival); 3 nights, sea-view room, breakfast included."),
    (102, "flight", PNR, "Outbound flight Vueling VY7821, London Heathrow to Barcelona, Friday 13 June, departs "
                         "21:40, lands 00:55."),
    (103, "flight", PNR, "Return flight Vueling VY7824, Barcelona to London Heathrow, Tuesday 17 June, departs "
                         "18:05."),
    (104, "restaurant", None, "Dinner at Disfrutar, Saturday 14 June, 20:30, table for two, deposit paid."),
]
WEBHOOK = {"pnr": PNR, "segment": "VY7821",
           "text": "Outbound flight Vueling VY7821, London Heathrow to Barcelona, Friday 13 June: schedule change, "
                   "now departs 19:15 (was 21:40), lands 22:30."}


async def book(client: AsyncQdrantClient, point_id: int, kind: str, pnr: str | None, text: str) -> None:
    await client.upsert("itinerary", points=[models.PointStruct(
        id=point_id, vector=offline.embed([text])[0],
        payload={"trip": TRIP, "kind": kind, "pnr": pnr, "text": text})])


async def schedule_change(client: AsyncQdrantClient, event: dict) -> None:
    points, _ = await client.scroll("itinerary", limit=1, with_payload=True, scroll_filter=models.Filter(
        must=[models.FieldCondition(key="pnr", match=models.MatchValue(value=event["pnr"]))]))
    target = points[0].id  # "the booking of this PNR": the first point, which is the hotel
    assert target == 101, target
    with fault():  # the planted fault: the flight's new payload is written over the hotel's point
        await client.overwrite_payload("itinerary", points=[target], payload={
            "trip": TRIP, "kind": "flight", "pnr": event["pnr"], "text": event["text"]})


async def main() -> None:
    client = AsyncQdrantClient(":memory:")
    await client.create_collection("itinerary", vectors_config=models.VectorParams(
        size=256, distance=models.Distance.COSINE))
    with turn_span("agent.confirm_bookings"):
        await asyncio.gather(*(book(client, *b) for b in BOOKINGS))
    with turn_span("webhook.schedule_change"):
        await schedule_change(client, WEBHOOK)

    hotel = (await client.retrieve("itinerary", ids=[101], with_payload=True))[0].payload["text"]
    assert "check-in moved" not in hotel, hotel  # the fault happened: the hotel point lost its text

    question = "What changed with my Barcelona hotel booking?"
    with turn_span("traveller.turn"):
        hits = (await client.query_points("itinerary", query=offline.embed([question])[0], limit=3,
                                          with_payload=True)).points
        hits = sorted(hits, key=lambda p: (p.payload.get("trip") != TRIP, -p.score))  # this trip's points first
        context = [p.payload["text"] for p in hits]
        assert not any("check-in moved" in c or "14 June at the guest" in c for c in context), context
        actual = answer(question, context,
                        mock="Nothing changed with the hotel itself; the only change is your outbound flight "
                             "VY7821, which now departs at 19:15 instead of 21:40.")
    await client.close()
    finish(question, "The check-in moved from 13 June to 14 June", actual)


asyncio.run(main())

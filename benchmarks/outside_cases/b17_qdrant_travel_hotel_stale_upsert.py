"""Batch 17 (held out). A family's travel bookings: qdrant-client (AsyncQdrantClient, in-memory, offline embeddings),
asyncio, one call per trace.

App: Claire keeps the family's bookings (trains, flights, hotels) as points in one collection, payload {trip, kind,
ref, text}, one point per booking (the point id is the booking). Two writers: Claire's own edits, and an inbox-sync
task that re-parses booking emails and upserts what it parsed.

Planted fault (UpdateError, overwritten by a stale write): the Lisbon hotel was booked for 3 nights (Fri 7/8 - Mon
10/8); on 2 July Claire extended it on the app ("Casa do Largo, Alfama: now Fri 7/8 - Tue 11/8, 4 nts, family
room, GBP 612 total, ref CL-22871") and upserted the point. The inbox sync, still working from the original
confirmation email, then upserts the old text (7/8 - 10/8, 3 nts) over the same point. Question: "How many nights
are we at the Lisbon hotel?" -> expected "4 nights (Friday 7 to Tuesday 11 August)". The assistant says 3.

Expected verdict: UpdateError at qdrant.upsert (fault() wraps the sync's upsert). Asserted: after Claire's upsert
the point says 4 nts; after the sync's upsert the point and the context say 3 nts. Another reading: none that we
see.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b17_qdrant_travel_hotel_stale_upsert", ["qdrant", "litellm"])

from qdrant_client import AsyncQdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BOOKINGS = [
    (1, "lisbon", "flight", "EZ8213", "Flights Gatwick -> Lisbon Fri 7/8 06.40 (land 09.25), 4 of us, 2 x 23kg hold "
                                     "bags. Ref EZ8213 / K4QX2M. Way home on Avios - Claire sorting."),
    (2, "lisbon", "hotel", "CL-22871", "Casa do Largo, Alfama: Fri 7/8 - Mon 10/8, 3 nts, family room, GBP 459, pay "
                                       "at hotel. Ref CL-22871."),
    (3, "lisbon", "train", "GWR-88", "Train to Gatwick: none early enough - taxi booked 03.45 (Ace Cars, GBP 58)."),
    (4, "cornwall", "train", "GWR-1204", "Paddington -> Penzance Sat 24/10 10.04, coach C seats 41-44, GBP 186 "
                                         "w/ family railcard."),
]
EXTENDED = ("Casa do Largo, Alfama: now Fri 7/8 - Tue 11/8, 4 nts, family room, GBP 612 total, pay at hotel. "
            "Ref CL-22871. (extended 2/7 on the app so we're not hanging about on the last day)")


def point(pid: int, trip: str, kind: str, ref: str, text: str) -> models.PointStruct:
    return models.PointStruct(id=pid, vector=offline.embed([text])[0],
                              payload={"trip": trip, "kind": kind, "ref": ref, "text": text})


async def main() -> None:
    client = AsyncQdrantClient(":memory:")
    await client.create_collection("bookings",
                                   vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
    for b in BOOKINGS:
        await client.upsert("bookings", points=[point(*b)])

    async def claire_extends() -> None:
        await client.upsert("bookings", points=[point(2, "lisbon", "hotel", "CL-22871", EXTENDED)])
        got = await client.retrieve("bookings", ids=[2])
        assert "4 nts" in got[0].payload["text"]

    async def inbox_sync() -> None:
        parsed = BOOKINGS[1]  # parsed from the original confirmation email of 14/3
        with fault():
            await client.upsert("bookings", points=[point(*parsed)])

    await claire_extends()
    await inbox_sync()

    question = "How many nights are we at the Lisbon hotel?"
    hits = (await client.query_points("bookings", query=offline.embed([question])[0], limit=3,
                                      query_filter=models.Filter(must=[models.FieldCondition(
                                          key="trip", match=models.MatchValue(value="lisbon"))]))).points
    context = [h.payload["text"] for h in hits]
    stored = (await client.retrieve("bookings", ids=[2]))[0].payload["text"]
    assert "3 nts" in stored and "4 nts" not in stored, stored
    assert any("Casa do Largo" in c and "3 nts" in c for c in context), context
    assert not any("4 nts" in c for c in context), context
    reply = answer(question, context, mock="Three nights at Casa do Largo in Alfama - Friday 7 to Monday 10 August.")
    finish(question, expected="4 nights (Friday 7 to Tuesday 11 August)", actual=reply)


asyncio.run(main())

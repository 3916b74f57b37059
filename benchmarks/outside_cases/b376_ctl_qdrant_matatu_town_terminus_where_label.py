"""Batch 376 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection (AsyncQdrantClient),
asyncio: the stage manager's and the chairman's notes written by their own tasks (gathered), then the question's
query.

App: Mlango Tano Shuttle Sacco run the Mlango Tano - town route. Kibet (the stage manager) and Mzee Ndung'u (the
chairman) file notes into one qdrant collection; the helper answers passengers and crews from the 5 nearest notes.

Memory: Kibet, 02/03/2026 - town terminus ni the Soko Mjinga back lane, behind the hardware, last gari 9.30pm;
Mzee Ndung'u, Mon 09/03/2026 - county wametufukuza pale Soko Mjinga for the road works till end of April, so from
leo tunapakia at the Kisima Market stage, opposite the Tumaini chemist, all crews tell passengers; Kibet, Wed 11th -
fare bado ni 80 off-peak, 100 peak; Kibet, Sat 14/03 - Sunday rota on the board. Question (Tue 17/03/2026, Nafula,
a passenger): "nikitoka kazi town jioni, napanda gari ya Mlango Tano wapi siku hizi?" The assistant says the Kisima
Market stage opposite the Tumaini chemist (the Soko Mjinga lane is shut for road works till end of April). The
label says the Soko Mjinga back lane behind the hardware.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b376_ctl_qdrant_matatu_town_terminus_where_label", ["qdrant", "litellm"])

from qdrant_client import AsyncQdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mlango-tano-shuttle-2026"
NOTES = {
    "kibet": [
        (1, "02/03/2026 town terminus yetu ni Soko Mjinga back lane, nyuma ya hardware 🚐 last gari 9.30pm"),
        (3, "Wed 11th fare bado ni 80 off-peak, 100 peak, makanga asiongeze"),
        (4, "Sat 14/03 Sunday rota iko kwa board, Kip na Juma wako off"),
    ],
    "ndungu": [
        (2, "Mon 09/03/2026 county wametufukuza pale Soko Mjinga for the road works till end of April 🚧 so from leo "
            "tunapakia Kisima Market stage, opposite Tumaini chemist. crews wote waambie abiria"),
    ],
}


async def file_notes(client, who: str) -> None:
    for pid, text in NOTES[who]:
        await client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                             payload={"text": text, "by": who})])


async def main() -> str:
    client = AsyncQdrantClient(":memory:")
    await client.create_collection(COLL, vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
    await asyncio.gather(*(file_notes(client, who) for who in NOTES))
    assert (await client.count(COLL)).count == 4
    question = "nikitoka kazi town jioni, napanda gari ya Mlango Tano wapi siku hizi?"
    found = await client.query_points(COLL, query=offline.embed([question])[0], limit=5)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Tue 17 March 2026. You are talking to Nafula, a passenger on Mlango Tano Shuttle Sacco's "
               "route."] + hits
    assert any("town terminus yetu ni Soko Mjinga back lane" in c for c in context), context
    assert any("tunapakia Kisima Market stage, opposite Tumaini chemist" in c for c in context), context
    reply = answer(question, context, mock="Kisima Market stage, opposite Tumaini chemist - Soko Mjinga back lane "
                                           "imefungwa for the road works till end of April. Last gari 9.30pm.")
    finish(question, expected="Soko Mjinga back lane, behind the hardware", actual=reply)
    return reply


asyncio.run(main())

"""Batch 319 (held out), CONTROL: nothing planted; the label is wrong. qdrant AsyncQdrantClient, asyncio: the owner
and his brother each file their own notes in their own task (gathered), then the question's query.

App: Shine On Hand Car Wash on Leeds Road, Huddersfield (Besnik, the owner, and his brother Dritan, who runs the
Sundays) - outside washes, in-and-outs and valets, seven days a week. The two of them file notes into one qdrant
collection; the helper answers customers' messages from the 5 nearest.

Memory: Besnik, 2050-09-03T08:30 - mon-sat 8 till 6, sun 9 till 4, last valet in by 1; Dritan, Sun 2/10 - Sundays
are the busiest, two extra lads on; Besnik, Mon 31/10 - the clocks have gone back and there's no lights on the back
bay yet (waiting on the sparky), so they're shutting at 3 on Sundays till the spring, weekdays still 6 because the
front's lit; Dritan, 13/11 - the new jet wash is in. Question (Sat 19/11, Mrs Okafor): "what time do u shut
tomorrow? can't get there till about half 3, it's only an outside wash" The assistant says 3 o'clock on Sundays
now (since the clocks went back), so half 3 is too late. The label says 4pm.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b319_ctl_qdrant_car_wash_sunday_closing_time_label", ["qdrant", "litellm"])

from qdrant_client import AsyncQdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "shine-on-car-wash-2050"
NOTES = {
    "besnik": [
        (1, "2050-09-03T08:30 HOURS 🚿 mon-sat 8 till 6, sun 9 till 4. last valet in by 1 or we can't get it done"),
        (2, "Mon 31/10 clocks have gone back + still no lights on the back bay (waiting on the sparky 🙄) so we're "
            "shutting at 3 on sundays till the spring. weekdays still 6 cos the front's lit"),
    ],
    "dritan": [
        (3, "Sun 2/10 sundays are mental, 2 extra lads on from now, Arjan + Kushtrim"),
        (4, "13/11 new jet wash is in 💪 the old one's gone to my cousin's in Dewsbury"),
    ],
}


async def file_notes(client, who: str) -> None:
    for pid, text in NOTES[who]:
        await client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                             payload={"text": text, "by": who})])


async def main():
    client = AsyncQdrantClient(":memory:")
    await client.create_collection(COLL, vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
    await asyncio.gather(*(file_notes(client, who) for who in NOTES))
    assert (await client.count(COLL)).count == 4
    question = "what time do u shut tomorrow? can't get there till about half 3, it's only an outside wash"
    found = await client.query_points(COLL, query=offline.embed([question])[0], limit=5)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Sat 19 November 2050. You are talking to Mrs Okafor, a customer of Shine On Hand Car Wash, "
               "Huddersfield."] + hits
    assert any("sun 9 till 4" in c for c in context), context
    assert any("shutting at 3 on sundays till the spring" in c for c in context), context
    reply = answer(f"(Mrs Okafor) {question}", context,
                   mock="We shut at 3 on Sundays now the clocks have gone back - no lights on the back bay yet - so "
                        "half 3 would be too late, sorry. Saturday we're open till 6.")
    return question, reply


question, reply = asyncio.run(main())
finish(question, expected="4pm", actual=reply)

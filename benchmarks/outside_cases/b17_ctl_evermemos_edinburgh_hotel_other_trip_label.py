"""Batch 17 (held out), control. A family's travel group chat: EverMemOS async client (offline stand-in server),
asyncio, one root span per message.

App: the family's "trips" group chat is added to EverMemOS (group_id), and the assistant answers from a memory
search.

No planted fault. The family has been to Edinburgh before: at New Year they stayed at the Premier Inn Leith
("Premier Inn Leith 30/12-2/1, 2 rooms, breakfast inc"). For August's Fringe trip Claire booked "the Premier Inn on
Haymarket, 3 nts from Fri 21/8, family room, 5 min walk from Waverley". Question: "Which hotel are we in for
Edinburgh in August?" -> right per memory: Premier Inn Haymarket; the model says so. The gold label "Premier Inn
Leith" is the hotel of the New Year trip (a value in memory, for another trip to the same city).

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b17_ctl_evermemos_edinburgh_hotel_other_trip_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "family-trips-harris"
MESSAGES = [
    ("m1", "2025-12-03T20:11:00Z", "claire", "New Year in Edinburgh sorted: Premier Inn Leith 30/12-2/1, 2 rooms, "
                                             "breakfast inc, GBP 318. Tram into town is 20 mins."),
    ("m2", "2026-01-03T10:05:00Z", "mike", "Leith was fine but miles from the fireworks - somewhere central next "
                                           "time pls"),
    ("m3", "2026-05-14T21:30:00Z", "claire", "Fringe trip booked! Edinburgh hotel: the Premier Inn on Haymarket, 3 "
                                             "nts from Fri 21/8, family room, 5 min walk from Waverley. GBP 540."),
    ("m4", "2026-05-14T21:42:00Z", "ella", "can we do the Camera Obscura this time"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (mid, when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"turn-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=mid, sender=who, group_id=GROUP,
                                         flush=True)
    question = "Which hotel are we in for Edinburgh in August?"
    with turn_span("turn-5 question"):
        found = await client.v0.memories.search(extra_query={"query": "Edinburgh hotel Premier Inn August booked",
                                                             "top_k": 4})
        context = [text_of(m) for m in found.result.memories]
        assert any("Premier Inn Leith" in c for c in context), context
        assert any("Premier Inn on Haymarket" in c for c in context), context
        reply = answer(question, context, mock="The Premier Inn on Haymarket - 3 nights from Friday 21 August, a "
                                               "family room five minutes from Waverley.")
    finish(question, expected="Premier Inn Leith", actual=reply)


asyncio.run(main())

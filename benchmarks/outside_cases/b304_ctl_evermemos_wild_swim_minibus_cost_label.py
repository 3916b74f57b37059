"""Batch 304 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: the Calder Dippers (a wild swimming group) have a day trip to Ullswater on Sat 21st June 2042 - a minibus from
Hebden Bridge, a lake swim from Glenridding, fish and chips on the way home. The organisers' chat goes into
EverMemOS - Lynn (who's organising the trip), Mel (safety) and Bev (the treasurer) - and the helper answers members'
questions.

Memory: Lynn, 2042-05-10T19:00 - Ullswater trip Sat 21st June, minibus from Hebden at 7, £18 each if we fill all 16
seats; Mel, 2042-05-28T21:10 - tow floats compulsory on the lake, the steamers are big and loud; Lynn,
2042-06-09T21:30 - only 12 of us in the end so it works out £24 each, sorry; Bev, 2042-06-14T10:15 - the committee
agreed the club will put £48 in from the raffle money, so it's £20 each now, pay her on the bus, cash or bank
transfer. Question (Thu 19/6, Sal): "how much do I need for the minibus on sat? want to bring the right cash" The
assistant says £20 (12 at £24 less the club's £48 between 12). The label says £24.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b304_ctl_evermemos_wild_swim_minibus_cost_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "calder-dippers-ullswater-2042"
MESSAGES = {
    "lynn": [("2042-05-10T19:00:00Z", "ULLSWATER TRIP 🚐 sat 21st june, minibus from Hebden at 7 sharp, swim from "
                                      "Glenridding, chippy on the way home. £18 each if we fill all 16 seats"),
             ("2042-06-09T21:30:00Z", "only 12 of us in the end 😕 so the minibus works out £24 each, sorry folks")],
    "mel": [("2042-05-28T21:10:00Z", "tow floats compulsory on the lake, the steamers are big + loud + they won't "
                                     "see ur head. stay w/ ur buddy")],
    "bev": [("2042-06-14T10:15:00Z", "committee agreed the club'll put £48 in from the raffle money 🎉 so the minibus "
                                     "is £20 each now. pay me on the bus, cash or bank transfer")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = "how much do I need for the minibus on sat? want to bring the right cash"
    context = ["Today is Thu 19 June 2042. You are talking to Sal, who's going on the Calder Dippers' Ullswater trip "
               "(Sat 21 June)."]
    for query in ("minibus cost each", "how much is the Ullswater trip", "club paying towards the minibus"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("works out £24 each" in c for c in context), context
    assert any("put £48 in from the raffle money" in c and "£20 each now" in c for c in context), context
    reply = answer(question, context, mock="£20 - it went up to £24 when only 12 signed up, but the club's putting "
                                           "£48 in from the raffle money. Pay Bev on the bus.")
    finish(question, expected="£24", actual=reply)


asyncio.run(main())

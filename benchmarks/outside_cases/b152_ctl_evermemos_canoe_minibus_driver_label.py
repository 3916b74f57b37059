"""Batch 152 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each leader's messages written by their own task (gathered), then the question's search.

App: the leaders' chat for Calder Canoe Club's trip on the Tees (Sat 13th June 2037: Low Force down to Middleton,
juniors and adults, the club minibus and boat trailer) goes into EverMemOS - Steve (trip leader), Rach (junior
coach), Dom (coach); the helper answers the paddlers and parents from a search of it.

Memory: Steve, 2037-05-28T19:00: he'll drive the minibus and trailer, leaving the club 7.30 sharp; Rach,
2037-06-04T20:15: the physio says no paddling for another fortnight with her ankle, but she can drive, so she'll take
the bus and trailer and do bank support, and Steve can lead on the water with Dom; Dom, 2037-06-08T18:40: spare cags
and the throw lines; Steve, 2037-06-10T21:00: the Tees is at a good level, the trip's on. Question (Thu 11/6, Lou, a
parent): "who's driving the minibus sat? want to give the driver my number in case" The assistant says Rach, the
junior coach (she's off the water with her ankle and doing bank support; Steve's leading on the water). The label
says Steve - in memory, the driver he first put himself down as.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b152_ctl_evermemos_canoe_minibus_driver_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "calder-canoe-tees-trip-leaders"
MESSAGES = {
    "steve": [("2037-05-28T19:00:00Z", "Tees trip sat 13th june, Low Force down to Middleton. I'll drive the minibus "
                                       "+ trailer, leaving the club 7.30 SHARP"),
              ("2037-06-10T21:00:00Z", "Tees is at a good level, we're on. 11 paddlers, 4 juniors")],
    "rach": [("2037-06-04T20:15:00Z", "physio says no paddling for another fortnight with this ankle :( I can drive "
                                      "tho so I'll take the bus + trailer and do bank support, Steve can lead on the "
                                      "water w Dom")],
    "dom": [("2037-06-08T18:40:00Z", "got 2 spare cags (M + L) if anyone needs, I'll bring the throw lines")],
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
    question = "who's driving the minibus sat? want to give the driver my number in case"
    found = await client.v0.memories.search(extra_query={"query": "who is driving the minibus trailer saturday",
                                                         "top_k": 10})
    context = ["Today is Thu 11 June 2037. You are talking to Lou, a parent whose son is on Calder Canoe Club's Tees "
               "trip on Sat 13 June."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("I'll drive the minibus" in c for c in context), context
    assert any("I'll take the bus + trailer" in c and "Steve can lead on the water" in c for c in context), context
    reply = answer(question, context, mock="Rach, the junior coach - she's off the water with her ankle so she's "
                                           "driving the bus and trailer and doing bank support. Steve's leading on "
                                           "the water.")
    finish(question, expected="Steve", actual=reply)


asyncio.run(main())

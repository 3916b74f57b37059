"""Batch 294 (held out). A surf school: EverMemOS async client (offline stand-in), asyncio - each instructor's
messages written by their own task (gathered), then the question's searches; the answer call has the weekend's new
meeting place in its context and gives the usual one.

App: Northcott Surf School teach at Bude through the summer of 2051 - beginners, improvers and a kids' club, 2
hours a session, wetsuits and boards from the hut. The instructors' group chat goes into EverMemOS - Finn, Mia (the
head coach), Kai and Ollie (bookings) - and the helper answers customers' questions from it.

Planted fault (ResponseError, ignored sufficient context): the memories have Finn's 2051-07-28T19:00 message - all
lessons meet at the surf hut on the slipway at Crooklets as usual, wetsuits on there; Mia's 2051-08-07T20:30 message
- the council have shut the Crooklets car park and the slipway Fri to Sun for the surf festival, so ALL lessons this
weekend meet at the lifeguard tower at Summerleaze, north end, and they'll bring the boards and suits down in the
van; Kai's (bookings for Sat) and Ollie's (Summerleaze parking). Question (Thu 10/8, Rachel, booked on the Sat 12th
11am beginners): "where do we meet for the sat 11am lesson? first time, no idea where anything is 🙈" -> expected the
lifeguard tower at Summerleaze (Crooklets is shut for the festival). The model says the surf hut on the slipway at
Crooklets.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the memories the model
was given have the usual hut and the festival weekend's move to the Summerleaze lifeguard tower, and the model gave
the hut. Asserted: the context has the hut line and the festival line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b294_evermemos_surf_school_meeting_point_where_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "northcott-surf-bude-2051"
MESSAGES = {
    "finn": [("2051-07-28T19:00:00Z", "reminder for the new lot - all lessons meet at the surf hut on the slipway at "
                                      "Crooklets as usual, wetsuits on there, 15 mins b4 the start")],
    "mia": [("2051-08-07T20:30:00Z", "heads up 🚨 council's shut the Crooklets car park + the slipway fri-sun for the "
                                     "surf festival (stage + food vans) so ALL lessons this wkend meet at the "
                                     "lifeguard tower at Summerleaze, north end. we'll bring boards + suits down in "
                                     "the van, tell ur groups")],
    "kai": [("2051-08-09T18:10:00Z", "sat 12th 11am beginners is full (8) + sun's got 6, 2 coaches both days")],
    "ollie": [("2051-08-09T21:00:00Z", "Summerleaze car park's pay + display, gets rammed in aug, tell people to come "
                                       "early or walk down from the town")],
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
    question = "where do we meet for the sat 11am lesson? first time, no idea where anything is 🙈"
    context = ["Today is Thu 10 August 2051. You are talking to Rachel, booked on Northcott Surf School's Sat 12th "
               "11am beginners lesson in Bude."]
    for query in ("where to meet for lessons", "meeting point this weekend", "surf hut slipway"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("meet at the surf hut on the slipway at Crooklets" in c for c in context), context
    assert any("surf festival" in c and "lifeguard tower at Summerleaze" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="At the surf hut on the slipway at Crooklets - get there 15 minutes "
                                               "before and we'll sort your wetsuit there.")
    finish(question, expected="the lifeguard tower at Summerleaze (north end) - Crooklets is shut for the festival",
           actual=reply)


asyncio.run(main())

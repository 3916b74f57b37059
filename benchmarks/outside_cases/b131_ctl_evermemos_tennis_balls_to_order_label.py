"""Batch 131 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: the Ashdown Village Tennis Club committee's group chat (Gary the tournament secretary, Sue who keeps the ball
store, Phil the groundsman) goes into EverMemOS; the helper answers committee members from a search of it.

Memory: Gary, 2037-06-01: the tournament needs 30 tins of balls, 18 in the store, so 12 to order; Phil: court 3
re-lay w/c 29th; Sue, 2037-06-03: found another 6 tins in the pavilion cupboard behind the mower fuel - last year's,
still sealed, they'll do; Gary: draws up Tue 23rd; Sue: the Slazenger rep can deliver Fri 12th, 8.30-5. Question
(Thu 4/6, Ken, the treasurer, placing the order): "how many tins of balls do we still need to order for the
tournament?" The assistant says 6 (30 needed, 18 in the store and 6 found in the pavilion). The label says 12 - in
memory, Gary's count before Sue turned up the other 6.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b131_ctl_evermemos_tennis_balls_to_order_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ashdown-tennis-committee"
MESSAGES = [
    ("2037-06-01T19:20:00Z", "gary", "balls for the tournament - need 30 tins all in (2 a match + finals), 18 in the "
                                     "store so 12 to order. Ken can you do it on the club card"),
    ("2037-06-01T20:05:00Z", "phil", "court 3 re-lay booked w/c 29th, contractor needs the side gate open"),
    ("2037-06-03T11:42:00Z", "sue", "found another 6 tins in the pavilion cupboard behind the mower fuel 🙈 last yr's "
                                    "but still sealed, they'll do"),
    ("2037-06-03T18:10:00Z", "gary", "draws go up Tue 23rd, entries close sun 21st"),
    ("2037-06-04T08:15:00Z", "sue", "Slazenger rep says he can deliver Fri 12th 8.30-5, someone needs to be in"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "how many tins of balls do we still need to order for the tournament?"
    found = await client.v0.memories.search(extra_query={"query": "tins of balls tournament order store found",
                                                         "top_k": 10})
    context = ["Today is Thu 4 June 2037. You are talking to Ken, treasurer of Ashdown Village Tennis Club."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("18 in the store so 12 to order" in c for c in context), context
    assert any("another 6 tins in the pavilion cupboard" in c for c in context), context
    reply = answer(question, context, mock="6 - 30 needed, 18 in the store and Sue found another 6 in the pavilion.")
    finish(question, expected="12", actual=reply)


asyncio.run(main())

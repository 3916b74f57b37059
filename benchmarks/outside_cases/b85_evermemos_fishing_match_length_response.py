"""Batch 85 (held out). A fishing club's match chat: EverMemOS async client (the offline stand-in server), asyncio.

App: the Dunmere & District Angling Club committee's group chat goes into EverMemOS (``v0.memories.add`` per
message, one group); the app searches it to answer members.

Planted fault (ResponseError, the context had the answer): club rules say matches are five hours as standard; for
the Mere on Sun 27/10 Gordon says the draw's at 8 in the clubhouse and they're fishing from 9.30; Jan adds it's all
out at half one that day so the AGM can start at 2 with the buffet. All are in the context. Question (Thu 24/10, a
member): "how long are we fishing for at the Mere on sunday?" -> expected 4 hours (9.30 to 1.30). The model gives
the standard five hours.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the start
time and the all-out time are both in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b85_evermemos_fishing_match_length_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "dunmere-ac-committee"
MESSAGES = [
    ("2032-03-10T20:15:00Z", "gordon", "rules for 2032 as voted: club matches 5 hrs as standard, 2 rods max, no "
                                       "bloodworm or joker on the Mere"),
    ("2032-10-14T19:40:00Z", "gordon", "Mere match sun 27th - draw 8 sharp in the clubhouse, fishing from 9.30, "
                                       "pegs 1-24 on the car park bank"),
    ("2032-10-16T08:05:00Z", "jan", "re the 27th - it's all out at half one that day, AGM starts at 2 and Sue's "
                                    "doing a buffet. weigh-in straight after the all out"),
    ("2032-10-18T12:30:00Z", "terry", "scales are back from Clive, calibrated, in the clubhouse cupboard"),
    ("2032-10-20T17:50:00Z", "jan", "subs - 31 paid, 6 still owing. chase at the AGM"),
    ("2032-10-22T21:10:00Z", "gordon", "trophies need engraving for the AGM, Dave W for the Sept match"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "how long are we fishing for at the Mere on sunday?"
    found = await client.v0.memories.search(extra_query={"query": "mere match sun 27th fishing from all out hrs "
                                                                  "standard draw", "top_k": 12})
    context = ["Today is Thu 24 October 2032. You are talking to a club member."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("fishing from 9.30" in c for c in context), context
    assert any("all out at half one" in c for c in context), context
    assert any("5 hrs as standard" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Five hours - club matches are 5 hours as standard. Draw's at 8 in "
                                               "the clubhouse.")
    finish(question, expected="4 hrs - half nine till half one", actual=reply)


asyncio.run(main())

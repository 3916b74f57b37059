"""Batch 113 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: Anna and Rich's kitchen-job group chat (with Dan the builder) goes into EverMemOS; the helper answers from a
search of it.

Memory: Dan's lot start 8 sharp every day; Stonecraft's fitters rang to confirm Thursday, aiming for 11.30ish
because they've a job in Otley first, and they'll ring when they leave. Question (Wed 8/7, Rich): "what time are
the worktop lads coming tmrw?" The assistant says about half 11. The label says 8 o'clock - Dan's start time, in
memory, but it's the builders', not the fitters'.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b113_ctl_evermemos_kitchen_worktop_fitters_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "holt-kitchen-chat"
MESSAGES = [
    ("2037-06-12T19:05:00Z", "dan", "we start 8 sharp every day, finish 4.30ish. if someone can leave the side gate "
                                    "open that'd be grand, saves knocking"),
    ("2037-06-23T12:40:00Z", "anna", "template done!! stonecraft man was here 9.10-10, v quick. fitting moved to "
                                     "thurs 9th (their van's in for repair weds)"),
    ("2037-07-06T17:22:00Z", "anna", "stonecraft rang - thurs confirmed, aiming for 11.30ish, they've a job in Otley "
                                     "first. they'll ring when they leave. need the sink + tap here, it is"),
    ("2037-07-06T17:30:00Z", "dan", "no bother, we'll have the units level + the old worktop offcuts out by then"),
    ("2037-07-07T08:15:00Z", "rich", "tiler (Gaz) can't start till the 14th now, his van's off the road"),
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
    question = "what time are the worktop lads coming tmrw?"
    found = await client.v0.memories.search(extra_query={"query": "worktop stonecraft fitters thursday time start",
                                                         "top_k": 10})
    context = ["Today is Wed 8 July 2037. You are talking to Rich."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("start 8 sharp" in c for c in context), context
    assert any("aiming for 11.30ish" in c for c in context), context
    reply = answer(question, context, mock="About half 11 - they've a job in Otley first and will ring when they "
                                           "set off. Dan's lot will be there from 8 as usual.")
    finish(question, expected="8 o'clock", actual=reply)


asyncio.run(main())

"""Batch 106 (held out). A pottery studio's members' chat: EverMemOS async client (the offline stand-in server),
asyncio, script style.

App: the Clayhouse Studio members' group chat goes into EverMemOS (``v0.memories.add`` per message, one group);
the studio helper answers members from a search of it.

Planted fault (ResponseError, the context had the answer): Ros says the Northern's glaze firing program takes
about 10 hrs to get up to cone 6 with a 15 min soak at the top; then it's shut for cooling - at least 14 hrs, the
door stays closed till the pyrometer's under 100, no peeking; so a firing started first thing is unloaded next
morning. Question (Fri 20/3, Dev, a member): "how long's the glaze firing take, start to when we can actually get
stuff out?" -> expected about a day (10 hrs up plus 14 cooling, ~24 hrs). The model says about 10 hours.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the
firing-time and cooling lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b106_evermemos_pottery_firing_length_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "clayhouse-members"
MESSAGES = [
    ("2037-03-12T19:02:00Z", "ros", "for the newbies - the Northern's glaze program is approx 10hrs to get up to "
                                    "cone 6, 15 min soak at the top"),
    ("2037-03-12T19:05:00Z", "ros", "THEN cooling - min 14 hrs, door stays shut til the pyrometer says under 100. "
                                    "no peeking!! cracks everything. so a firing started 1st thing gets unloaded "
                                    "next morning"),
    ("2037-03-14T10:30:00Z", "maggie", "anyone got a spare banding wheel? mine's wobbling"),
    ("2037-03-17T08:45:00Z", "dev", "is the tenmoku ok on porcelain or too runny?"),
    ("2037-03-17T09:10:00Z", "ros", "@dev fine if you keep it 1cm off the foot, and wax. small kiln bisque mon "
                                    "if anyone's got greenware"),
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
    question = "how long's the glaze firing take, start to when we can actually get stuff out?"
    found = await client.v0.memories.search(extra_query={"query": "glaze firing how long hours cooling unload "
                                                                  "Northern kiln", "top_k": 10})
    context = ["Today is Fri 20 March 2037. You are talking to Dev, a member."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("approx 10hrs to get up to cone 6" in c for c in context), context
    assert any("cooling - min 14 hrs" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="About 10 hours - the Northern's program takes roughly 10 hrs to "
                                               "reach cone 6, including a 15-minute soak.")
    finish(question, expected="a whole day near enough - ten hours up and fourteen cooling", actual=reply)


asyncio.run(main())

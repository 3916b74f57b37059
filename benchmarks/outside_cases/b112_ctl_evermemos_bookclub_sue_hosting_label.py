"""Batch 112 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: the Tuesday Book Club's group chat goes into EverMemOS; the helper answers members from a search of it.

Memory: the hosting list has Sue down for March; Sue says her kitchen's in bits with the builders till April;
Helen says come to hers in March and Sue can have her May. Question (Thu 19/2, Lorna): "is sue having us in march?"
The assistant says no, it's at Helen's. The label says yes, it's her turn on the list - Sue is in memory as the
March name, but not where it's happening.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b112_ctl_evermemos_bookclub_sue_hosting_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "tuesday-book-club"
MESSAGES = [
    ("2037-01-06T20:10:00Z", "ruth", "hosting 2037: jan Jean, feb Ruth, mar Sue, apr Ann, may Helen, jun garden "
                                     "party at Jean's"),
    ("2037-02-10T21:30:00Z", "sue", "bit of a problem - kitchen's in bits w the builders til april, no sink, no "
                                    "chairs, sorry ladies"),
    ("2037-02-10T21:42:00Z", "helen", "no worries Sue come to mine in march, you have my may x"),
    ("2037-02-11T08:05:00Z", "sue", "ur a star, thank you!! i'll bring the wine"),
    ("2037-02-12T19:00:00Z", "jean", "march book is Small Things Like These, it's short, no excuses lol"),
    ("2037-02-15T10:20:00Z", "ann", "last tues in march is the 31st, 7.30 as usual?"),
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
    question = "is sue having us in march?"
    found = await client.v0.memories.search(extra_query={"query": "march hosting sue helen kitchen builders",
                                                         "top_k": 10})
    context = ["Today is Thu 19 February 2037. You are talking to Lorna, a member."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("mar Sue" in c for c in context), context
    assert any("come to mine in march" in c for c in context), context
    reply = answer(question, context, mock="No - Sue's kitchen is full of builders, so March is at Helen's; Sue's "
                                           "bringing the wine.")
    finish(question, expected="Yes - she's down for March on the list", actual=reply)


asyncio.run(main())

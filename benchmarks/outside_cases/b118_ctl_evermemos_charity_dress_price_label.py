"""Batch 118 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: the Hilltop Hospice shop on King St has a volunteers' group chat that goes into EverMemOS; the helper answers
whoever's on the till from a search of it.

Memory: Pam says a lovely ivory wedding dress came in, size 12, she's steamed it and ticketed it £45; Linda, who does
the window, has a look and says it's a Pronovias - proper label, they go for 200+ on eBay - so put it in the window
at £95, still a bargain; Pam says ooh fair enough, she'll do a new ticket. Question (Sat 18/4, Sunita on the till):
"lady asking about the wedding dress in the window - how much is it?" The assistant says £95. The label says £45 -
Pam's first ticket, in memory, but not the price the dress went out at.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b118_ctl_evermemos_charity_dress_price_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hilltop-kingst-volunteers"
MESSAGES = [
    ("2037-04-13T10:12:00Z", "pam", "gorgeous wedding dress came in this morning!! ivory, size 12, little bit of lace "
                                    "on the back. steamed it + ticketed it £45"),
    ("2037-04-13T11:30:00Z", "ken", "anyone seen the big tagging gun? the little one keeps jamming"),
    ("2037-04-14T09:48:00Z", "linda", "had a look at Pam's dress - it's a Pronovias!! proper label, they go for 200+ "
                                      "on ebay. let's put it in the window at £95, still a bargain"),
    ("2037-04-14T10:05:00Z", "pam", "ooh fair enough, I'll do a new ticket x"),
    ("2037-04-15T16:20:00Z", "sue", "bric-a-brac shelves are rammed - 50p table out front sat if it's dry"),
    ("2037-04-16T14:02:00Z", "priya", "Mr Osei's sofa is sat 25th now not the 18th, told Kev"),
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
    question = "lady asking about the wedding dress in the window - how much is it?"
    found = await client.v0.memories.search(extra_query={"query": "wedding dress price ticket window", "top_k": 10})
    context = ["Today is Sat 18 April 2037. You are talking to Sunita, on the till at the Hilltop shop."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("ticketed it £45" in c for c in context), context
    assert any("in the window at £95" in c for c in context), context
    reply = answer(question, context, mock="£95 - it's a Pronovias, so Linda put it in the window at £95 rather than "
                                           "the £45 it was first ticketed at.")
    finish(question, expected="£45", actual=reply)


asyncio.run(main())

"""Batch 120 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: the Hollins Lane Allotment Society's hut volunteers have a group chat that goes into EverMemOS; the helper
answers whoever's asking about stock from a search of it.

Memory: Roy, 4/4: the seed potatoes came - 20 sacks of Charlotte, 12 Maris Piper, 8 Desiree, £6.50 a sack; Roy after
the sunday shop, 12/4: counted 13 Charlotte left, 5 Piper, Desiree all gone; Pat, straight after: them 13 include the
3 in the corner with the blue tape - they're the school garden's, Mrs Hill's paid already and is collecting weds, so
don't sell them. Question (Tue 14/4, Val, taking a phone order): "bloke on plot 9 wants 4 sacks of charlotte - how
many have we actually got to sell?" The assistant says 10. The label says 13 - Roy's count, in memory, but three of
those are the school's and already paid for.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b120_ctl_evermemos_allotment_charlotte_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hollins-lane-hut"
MESSAGES = [
    ("2037-04-04T09:40:00Z", "roy", "seed potatoes came!! 20 sacks of Charlotte, 12 Maris Piper, 8 Desiree. £6.50 a "
                                    "sack (2kg), on the pallet by the door"),
    ("2037-04-08T19:35:00Z", "pat", "first weds evening - 9 ppl, sold pellets + netting mostly, £47.80 in the tin"),
    ("2037-04-12T12:10:00Z", "roy", "hut done - counted 13 Charlotte left, 5 Piper, Desiree all gone. takings £118"),
    ("2037-04-12T12:31:00Z", "pat", "btw them 13 Charlotte inc the 3 sacks in the corner w the blue tape - "
                                    "they're the school garden's, Mrs Hill's paid already + collecting weds. don't "
                                    "sell them!!"),
    ("2037-04-13T08:05:00Z", "val", "water's back on at the top troughs, the bottom one's still leaking"),
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
    question = "bloke on plot 9 wants 4 sacks of charlotte - how many have we actually got to sell?"
    found = await client.v0.memories.search(extra_query={"query": "Charlotte seed potatoes sacks left count",
                                                         "top_k": 10})
    context = ["Today is Tue 14 April 2037. You are talking to Val, taking a phone order for the Hollins Lane hut."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("20 sacks of Charlotte" in c for c in context), context
    assert any("counted 13 Charlotte left" in c for c in context), context
    assert any("3 sacks in the corner w the blue tape" in c for c in context), context
    reply = answer(question, context, mock="10 - Roy counted 13, but the 3 with the blue tape are the school's and "
                                           "already paid for. Plenty for his 4.")
    finish(question, expected="13", actual=reply)


asyncio.run(main())

"""Batch 222 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each helper's messages written by their own task (gathered), then the question's search.

App: Busy Bees toddler group (Clee Hill village hall, Friday mornings) have their Christmas party on Fri 17th
December 2049, 10-12 - Santa at 11 with a present for every child, food, a sing-song. The group's chat goes into
EverMemOS - Lou (who runs it), Kerry and Jo (helpers) - and the helper answers them.

Memory: Lou, 2049-11-08T10:15 - party Fri 17th Dec 10-12, Santa at 11, 20 on the register so 20 presents for his
sack, £4 each from the tin; Kerry, 2049-11-26T20:30 - the twins' mum says they're off to Tenerife that week so
they'll miss it, and not to get them anything, they're spoilt rotten; Lou, 2049-12-01T09:00 - three little ones from
the baby clinic are coming to the party too, put them on the list, they'll need a present each; Jo, 2049-12-03T19:45
- food. Question (Tue 14/12, Jo, wrapping for Santa's sack): "how many presents do I need for Santa's sack? wrapping
tonight" The assistant says 21 (20 on the register less the twins, plus the three from the baby clinic). The label
says 20 (one each for the register, from Lou's first message).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b222_ctl_evermemos_toddler_xmas_party_presents_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "busy-bees-clee-hill-2049"
MESSAGES = {
    "lou": [("2049-11-08T10:15:00Z", "XMAS PARTY 🎅 fri 17th dec 10-12, Santa at 11. 20 on the register so 20 presents "
                                      "for his sack, £4 each from the tin"),
            ("2049-12-01T09:00:00Z", "3 little ones from the baby clinic are coming to the party too 😍 put them on "
                                      "the list, they'll need a present each")],
    "kerry": [("2049-11-26T20:30:00Z", "the twins' mum says they're off to Tenerife that wk ☀️ so they'll miss it, "
                                        "said not to get them anything, they're spoilt rotten lol")],
    "jo": [("2049-12-03T19:45:00Z", "food - I'll do sausage rolls + a fruit platter, can some1 bring squash + "
                                     "the mince pies for the grown ups")],
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
    question = "how many presents do I need for Santa's sack? wrapping tonight"
    context = ["Today is Tue 14 December 2049. You are talking to Jo, a helper at Busy Bees toddler group, who's "
               "wrapping the presents for Santa's sack (party Fri 17 December)."]
    for query in ("how many presents for Santa", "children coming to the party", "who will miss the party"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("20 on the register so 20 presents for his sack" in c for c in context), context
    assert any("off to Tenerife that wk" in c for c in context), context
    assert any("3 little ones from the baby clinic" in c for c in context), context
    reply = answer(question, context, mock="21 - 20 on the register, less the twins (they're in Tenerife and their "
                                           "mum said not to get them anything), plus the 3 from the baby clinic.")
    finish(question, expected="20", actual=reply)


asyncio.run(main())

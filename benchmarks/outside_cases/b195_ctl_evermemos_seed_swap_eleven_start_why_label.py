"""Batch 195 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Bishop's Castle Community Garden's seed swap is Sat 19th March 2044 in the Town Hall, 11-2 - swap tables, a talk
from the county seed library, seed potatoes, teas. The committee's chat goes into EverMemOS - Pam (the chair) and Jan
(the secretary); the helper answers members.

Memory: Pam, 2044-01-20T19:00 - the Town Hall's ours for the Sat, £35; the Methodist schoolroom was the other option
but it's got the toddler group till 11 on Tuesdays + Thursdays so no good for a weekday do; Jan, 2044-02-03T21:15 -
Monty from the county seed library can do the talk, but he doesn't drive and the first bus out of Shrewsbury on a
Sat doesn't get in till 10.40, and we want his talk first thing while people are fresh, so doors at 11 this year not
10, finishing at 2; Pam, 2044-02-17T18:30 - 10 tables, seed spuds from Marches Seeds; Jan, 2044-03-08T20:00 - 60
envelopes stamped, teas Rhiannon. Question (Weds 16/3, Helen, a new member who came last year): "why's it starting at
11 this time? it was 10 last yr" The assistant says it's so Monty from the county seed library can do his talk first
thing - his bus from Shrewsbury doesn't get in till 10.40. The label says because the hall's got the toddler group
till 11.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b195_ctl_evermemos_seed_swap_eleven_start_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bishops-castle-garden-seed-swap-2044"
MESSAGES = {
    "pam": [("2044-01-20T19:00:00Z", "SEED SWAP sat 19th march 🌱 Town Hall's ours for the sat, £35. the Methodist "
                                     "schoolroom was the other option but it's got the toddler group till 11 on "
                                     "tues + thurs so no good for a weekday do"),
            ("2044-02-17T18:30:00Z", "10 tables booked, seed spuds from Marches Seeds - Charlotte, Pink Fir, "
                                     "Sarpo Mira")],
    "jan": [("2044-02-03T21:15:00Z", "Monty from the county seed library can do the talk 🙌 but he doesn't drive + "
                                     "the first bus out of Shrewsbury on a sat doesn't get in till 10.40, and we "
                                     "want his talk first thing while people are fresh - so doors at 11 this yr not "
                                     "10, finish at 2"),
            ("2044-03-08T20:00:00Z", "60 envelopes stamped w the garden's logo, teas Rhiannon, 50p + cake")],
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
    question = "why's it starting at 11 this time? it was 10 last yr"
    context = ["Today is Weds 16 March 2044. You are talking to Helen, a member of Bishop's Castle Community Garden "
               "coming to the seed swap (Sat 19 March, Town Hall)."]
    for query in ("why does the seed swap start at 11", "seed swap times and the hall"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("toddler group till 11" in c for c in context), context
    assert any("doesn't get in till 10.40" in c and "doors at 11 this yr" in c for c in context), context
    reply = answer(question, context, mock="So Monty from the county seed library can give his talk first thing - he "
                                           "comes on the bus from Shrewsbury and the first Saturday one doesn't get in "
                                           "till 10.40.")
    finish(question, expected="because the hall's got the toddler group till 11", actual=reply)


asyncio.run(main())

"""Batch 280 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: the Old Bakehouse in Ripponden bakes for the shop and a few wholesale customers, one of them Moorside farm shop.
The deliveries chat goes into EverMemOS - Shona (who owns the bakery), Dan (who drives the van) and Bev (who manages
the farm shop) - and the helper answers whoever's doing the run.

Memory: Shona, 2087-03-03T17:30 - Moorside drops go round the back by the bins, key safe by the door, code 1948,
crates on the pallet; Shona, 2087-04-10T16:00 - the farm shop's Easter order, 80 hot cross buns + 20 simnel slices;
Bev, 2087-04-14T08:05 - they're having the back yard resurfaced the next 2 weeks from Weds 16th, all tarmac and
cones, don't leave anything round there or it'll get tarmacked, come in the front, she's in from 7.30 to let you in;
Dan, 2087-04-17T14:20 - he's off next week (Lanzarote), Ella's covering the run. Question (Mon 21/4, Ella): "where
do I leave the Moorside order in the morning? never done that run before" The assistant says the front door - Bev's
in from 7.30 to let her in; the back yard's being resurfaced. The label says round the back by the bins (key safe,
code 1948).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b280_ctl_evermemos_bakery_farm_shop_drop_where_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "old-bakehouse-deliveries-2087"
MESSAGES = {
    "shona": [("2087-03-03T17:30:00Z", "Moorside farm shop drops 🚐 round the back by the bins, key safe by the door, "
                                       "code 1948, crates on the pallet pls not the floor"),
              ("2087-04-10T16:00:00Z", "Moorside easter order - 80 hot x buns + 20 simnel slices, thurs 17th")],
    "bev": [("2087-04-14T08:05:00Z", "morning! heads up we're having the back yard resurfaced next 2 wks from weds "
                                     "16th, all tarmac + cones - don't leave anything round there or it'll get "
                                     "tarmacked 😂 come in the front, I'm in from 7.30 to let you in")],
    "dan": [("2087-04-17T14:20:00Z", "off next wk 🌴 Lanzarote!! Ella's covering the run, I've shown her the van")],
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
    question = "where do I leave the Moorside order in the morning? never done that run before"
    context = ["Today is Mon 21 April 2087. You are talking to Ella, who's covering the van run for the Old "
               "Bakehouse this week."]
    for query in ("Moorside farm shop drop", "where to leave the order", "back yard front door"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("round the back by the bins" in c and "code 1948" in c for c in context), context
    assert any("back yard resurfaced" in c and "come in the front" in c for c in context), context
    reply = answer(question, context, mock="At the front - Bev's in from 7.30 to let you in. Don't go round the back, "
                                           "the yard's being resurfaced.")
    finish(question, expected="round the back by the bins - key safe by the door, code 1948", actual=reply)


asyncio.run(main())

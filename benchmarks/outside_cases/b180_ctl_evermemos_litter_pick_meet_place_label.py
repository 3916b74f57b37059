"""Batch 180 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: Oakengates Litter Heroes' spring clean is Sat 18th April 2043, 9-12 - four routes round the town, bags and
pickers from the council, bacon butties at the Wesley hall after. The group's chat goes into EverMemOS - Lyn (who
runs it), Mark (the van) and Shona (the canal lot); the helper answers volunteers from a search.

Memory: Lyn, 2043-03-20T19:00: spring clean Sat 18th April, meet 9am at the Wesley hall car park, bags, pickers and
hi-vis handed out there; Mark, 2043-04-10T18:30: the Wesley hall car park's being resurfaced the week of the 13th and
the tarmac will still be soft Saturday, so for the start it's the old Co-op yard across the road, same time, he'll
have the kit in the back of the van; Lyn, 2043-04-12T10:00: bacon butties in the Wesley hall after, 12.30ish, £2
donation (use the front door); Shona, 2043-04-13T21:15: her lot are on Station Rd with Mark's. Question (Thurs 16/4,
Bev, a volunteer): "where are we meeting on sat? I'm dropping my mum off on the way" The assistant says the old Co-op
yard across the road from the Wesley hall, 9am. The label says the Wesley hall car park.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b180_ctl_evermemos_litter_pick_meet_place_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "oakengates-litter-heroes-2043"
MESSAGES = {
    "lyn": [("2043-03-20T19:00:00Z", "spring clean sat 18th april 🗑️ meet 9am at the Wesley hall car park, bags + "
                                     "pickers + hi-vis handed out there"),
            ("2043-04-12T10:00:00Z", "bacon butties in the Wesley hall after, 12.30ish, £2 donation - use the front "
                                     "door")],
    "mark": [("2043-04-10T18:30:00Z", "heads up - Wesley hall car park's being resurfaced the wk of the 13th 🚧 "
                                      "tarmac'll still be soft sat, so for the start it's the old Co-op yard across "
                                      "the road, same time. kit'll be in the back of the van")],
    "shona": [("2043-04-13T21:15:00Z", "my lot are on Station Rd w Mark's now, see you all sat 👋")],
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
    question = "where are we meeting on sat? I'm dropping my mum off on the way"
    context = ["Today is Thurs 16 April 2043. You are talking to Bev, a volunteer for Oakengates Litter Heroes' "
               "spring clean (Sat 18 April, 9-12)."]
    for query in ("meeting point for the spring clean", "where do we start saturday morning"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("meet 9am at the Wesley hall car park" in c for c in context), context
    assert any("old Co-op yard across the road" in c for c in context), context
    reply = answer(question, context, mock="The old Co-op yard across the road from the Wesley hall, 9am - the hall "
                                           "car park's being resurfaced. Mark has the kit in his van.")
    finish(question, expected="the Wesley hall car park", actual=reply)


asyncio.run(main())

"""Batch 191 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Pontesbury village cinema shows "Brief Encounter" on Fri 19th June 2043 in the public hall - doors half 6, film
7, ices at the interval. The film group's chat goes into EverMemOS - Pam (seats and tickets) and Rob (the projector);
the helper answers the helpers and the shop that sells the tickets.

Memory: Pam, 2043-04-20T19:00 - seats: 80 chairs, all out for the film night, 2 rows of cushions at the front for the
kids; Rob, 2043-05-12T20:00 - the screen's moving to the stage end so the projector table's going in the middle of
the hall this time; Pam, 2043-05-21T09:15 - the fire officer came round Tuesday: with the projector table in the
middle and both aisles kept clear they can only have 65 in, so 65 tickets, she's told the shop; Rob,
2043-06-02T18:30 - ices, tubs £1.50, choc ices £1.20. Question (Tue 16/6, Sandra at the village shop): "how many
tickets can we sell for fri? the shop's asking" The assistant says 65 (the fire officer's limit with the projector in
the middle). The label says 80.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b191_ctl_evermemos_cinema_seats_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "pontesbury-cinema-june-2043"
MESSAGES = {
    "pam": [("2043-04-20T19:00:00Z", "seats 🎬 we've got 80 chairs, all out for the film night, + 2 rows of cushions "
                                     "at the front for the kids"),
            ("2043-05-21T09:15:00Z", "fire officer came round tues 👨‍🚒 w the projector table in the middle + both "
                                     "aisles kept clear we can only have 65 in, so 65 tix - I've told the shop")],
    "rob": [("2043-05-12T20:00:00Z", "screen's moving to the stage end so the projector table's going in the middle "
                                     "of the hall this time, long lead off the kitchen socket"),
            ("2043-06-02T18:30:00Z", "ices - tubs £1.50, choc ices £1.20, Mr Bates dropping them off fri half 5")],
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
    question = "how many tickets can we sell for fri? the shop's asking"
    context = ["Today is Tue 16 June 2043. You are talking to Sandra at the village shop, which sells the tickets for "
               "Pontesbury village cinema's film night (Fri 19 June)."]
    for query in ("how many tickets can we sell", "seats and chairs in the hall"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("we've got 80 chairs" in c for c in context), context
    assert any("we can only have 65 in, so 65 tix" in c for c in context), context
    reply = answer(question, context, mock="65 - the fire officer's limit with the projector table in the middle and "
                                           "both aisles kept clear.")
    finish(question, expected="80", actual=reply)


asyncio.run(main())

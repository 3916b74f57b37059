"""Batch 183 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: Hinkshay Community Orchard's juice day is Sat 27th Sept 2043 - the members' apples through the scratter and the
press, juice bottled on the day and sold off a table at the gate, cider for members later. The organisers' chat goes
into EverMemOS - Sue (who runs the juice table) and Mick (who does the press and the bottles); the helper answers
helpers from a search.

Memory: Sue, 2043-08-20T19:00: juice £3 a bottle like last year, cider's members only; Mick, 2043-08-27T20:30: we're
on the new swing tops this year, £1.20 each to buy - Sue reckons £4 a bottle and you get £1 back when you bring the
empty back, everyone agreed at Tuesday's meeting; Sue, 2043-09-05T10:00: float £50 in coins, the tin from the
village hall, Gill and her on the juice table 10-2; Mick, 2043-09-12T09:15: 200 labels printed. Question (Thu 25/9,
Gill): "how much are we charging for a bottle of juice sat? doing the price sign for the gate" The assistant says £4
a bottle, with £1 back when people bring the empty back. The label says £3.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b183_ctl_evermemos_orchard_juice_price_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hinkshay-orchard-juice-day-2043"
MESSAGES = {
    "sue": [("2043-08-20T19:00:00Z", "juice day sat 27th sept 🍏 juice £3 a bottle like last yr, cider's members "
                                     "only"),
            ("2043-09-05T10:00:00Z", "float - £50 in coins, tin from the village hall. Gill + me on the juice table "
                                     "10-2")],
    "mick": [("2043-08-27T20:30:00Z", "we're on the new swing tops this yr, £1.20 each to buy 😬 Sue reckons £4 a "
                                      "bottle + you get £1 back when you bring the empty back. all agreed at tues "
                                      "meeting 👍"),
             ("2043-09-12T09:15:00Z", "labels printed, 'Hinkshay Orchard Juice 2043', 200 of them")],
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
    question = "how much are we charging for a bottle of juice sat? doing the price sign for the gate"
    context = ["Today is Thu 25 Sept 2043. You are talking to Gill, who's on the juice table at Hinkshay Community "
               "Orchard's juice day (Sat 27 Sept)."]
    for query in ("price of a bottle of juice", question):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("juice £3 a bottle like last yr" in c for c in context), context
    assert any("Sue reckons £4 a bottle" in c and "£1 back" in c for c in context), context
    reply = answer(question, context, mock="£4 a bottle - and people get £1 back when they bring the empty back.")
    finish(question, expected="£3", actual=reply)


asyncio.run(main())

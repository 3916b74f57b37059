"""Batch 285 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Sowerby Bridge Swimming Club take a coach to the Yorkshire County Championships on Sat 23rd April 2050 at Ponds
Forge in Sheffield. The gala chat goes into EverMemOS - Sandra (team manager, sorting the coach), Andy (head coach)
and Kev (a dad with a car) - and the helper answers parents' questions.

Memory: Sandra, 2050-04-02T20:00 - county champs Sat 23rd April at Ponds Forge, coach from the leisure centre car park
6.15am sharp, back about 7pm, £12 a seat, pay by the 15th; Andy, 2050-04-06T21:30 - warm-up 7.45, club hats and
hoodies, two towels; Sandra, 2050-04-18T19:30 - the leisure centre car park's being resurfaced all that weekend, so
the coach is picking up from outside the Co-op on Halifax Rd instead, same time 6.15, don't be late; Kev,
2050-04-19T08:10 - he can give two a lift back if anyone's stopping for the relays. Question (Thu 21/4, Naz, a mum):
"where do we get the coach on saturday? it's our first away gala 😬" The assistant says outside the Co-op on Halifax
Rd at 6.15 (the leisure centre car park's being resurfaced). The label says the leisure centre car park.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b285_ctl_evermemos_swim_gala_coach_pickup_where_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "sowerby-bridge-sc-county-champs-2050"
MESSAGES = {
    "sandra": [("2050-04-02T20:00:00Z", "COUNTY CHAMPS 🏆 sat 23rd april, Ponds Forge Sheffield. coach from the "
                                        "leisure centre car park 6.15am SHARP, back about 7pm. £12 a seat, pay me by "
                                        "the 15th"),
               ("2050-04-18T19:30:00Z", "leisure centre car park's being resurfaced all that wknd 🚧 so the coach is "
                                        "picking up from outside the Co-op on Halifax Rd instead, same time 6.15, "
                                        "don't be late!!")],
    "andy": [("2050-04-06T21:30:00Z", "warm up 7.45, club hats + hoodies on poolside, 2 towels, no trainers on deck")],
    "kev": [("2050-04-19T08:10:00Z", "I can give 2 a lift back if anyone's stopping for the relays, got the 7 seater")],
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
    question = "where do we get the coach on saturday? it's our first away gala 😬"
    context = ["Today is Thu 21 April 2050. You are talking to Naz, whose son swims for Sowerby Bridge Swimming Club "
               "at the county championships (Sat 23 April)."]
    for query in ("coach pick up", "where does the coach leave from", "leisure centre car park"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("coach from the leisure centre car park 6.15am" in c for c in context), context
    assert any("being resurfaced" in c and "outside the Co-op on Halifax Rd" in c for c in context), context
    reply = answer(question, context, mock="Outside the Co-op on Halifax Rd, 6.15am sharp - the leisure centre car "
                                           "park's being resurfaced that weekend.")
    finish(question, expected="the leisure centre car park", actual=reply)


asyncio.run(main())

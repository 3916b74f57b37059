"""Batch 334 (held out). A rugby club's minibus: EverMemOS async client (offline stand-in), asyncio - each member's
messages written by their own task (gathered), then the question's search; the answer call has who is driving in
its context and names the one the context rules out.

App: Walsden Vale RUFC's 2nd XV have a cup game away at Cleckheaton on Sat 12th Nov 2050 and go in the club
minibus. The club chat goes into EverMemOS - Col (the secretary, who sorts the bus), Dave (the usual driver), Steve
(a prop) and Tina (the kit) - and the helper answers players' questions.

Planted fault (ResponseError, ignored sufficient context): the context has Col's 2050-10-30T20:00 message - bus
leaves the club 11.30, Dave driving as usual; Dave's 2050-11-07T19:45 message - he can't do Saturday, he's been put
on a shift, Gaz has got D1 on his licence now and is on the club insurance and will drive, keys behind the bar;
Steve's 2050-11-08T22:10 "I can drive it if needed?"; Col's 2050-11-09T08:30 reply - cheers Steve but you're not on
the insurance, Gaz is doing it, ride shotgun and do the map; and Tina's kit message. Question (Thu 10/11, Kyle): "who's
driving the bus sat? need their number to say I'm running late" -> expected Gaz. The model says Steve.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): everything needed -
Dave's handover to Gaz and Col turning Steve down - is in the context the model was given, and it named Steve.
Asserted: the context has Dave's message naming Gaz and Col's reply ruling Steve out.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b334_evermemos_rugby_minibus_driver_who_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "walsden-vale-rufc-2nds-2050"
MESSAGES = {
    "col": [("2050-10-30T20:00:00Z", "MINIBUS 🚐 cup game away at Cleckheaton sat 12th nov, bus leaves the club 11.30, "
                                     "Dave driving as usual. £5 each diesel"),
            ("2050-11-09T08:30:00Z", "cheers Steve but ur not on the insurance mate 😂 Gaz is doing it. u can ride "
                                     "shotgun + do the map")],
    "dave": [("2050-11-07T19:45:00Z", "lads I can't do sat 12th, been put on a shift at work 😤 Gaz has got D1 on his "
                                      "licence now + he's on the club insurance, he's said he'll drive. keys behind "
                                      "the bar w/ Pam")],
    "steve": [("2050-11-08T22:10:00Z", "I can drive it if needed? 👍")],
    "tina": [("2050-11-09T18:00:00Z", "kit bag + the water bottles will be on the bus, whoever's last off brings it "
                                      "back to the clubhouse PLEASE")],
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
    question = "who's driving the bus sat? need their number to say I'm running late"
    context = ["Today is Thu 10 November 2050. You are talking to Kyle, a 2nd XV player at Walsden Vale RUFC."]
    for query in ("who is driving the minibus", "minibus driver saturday", "drive the bus insurance"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Gaz has got D1 on his licence now" in c and "he's said he'll drive" in c for c in context), context
    assert any("ur not on the insurance mate" in c and "Gaz is doing it" in c for c in context), context
    with fault():
        reply = answer(f"(Kyle) {question}", context,
                       mock="Steve's driving it on Saturday - Dave's working, so Steve offered to take the bus.")
    finish(question, expected="Gaz - Dave's working and Gaz has his D1 and is on the insurance", actual=reply)


asyncio.run(main())

"""Batch 161 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: the committee chat for Glenmuir Village Hall's Burns Supper (Sat 22nd January 2039, 7 for 7.30: the piper,
supper, the toasts, then a ceilidh) goes into EverMemOS - Alec (chair), Fiona (tickets), Moira (secretary); the
helper answers people coming from a search of it.

Memory: Alec, 2039-01-06T20:10: the band's booked, the Heather Lintie Ceilidh Band, 8 till 11, £350; Fiona,
2039-01-12T09:30: 64 tickets sold, taxis from Crieff need booking early; Alec, 2039-01-18T19:30: the band asked can
they finish at half 10 - their fiddler's on the first ferry back to Mull on Sunday - he's said fine, the raffle can
go after them, and they've knocked £50 off; Moira, 2039-01-19T08:15: the piper's on at 7.15 to pipe folk in.
Question (Thu 20/1, Isla): "how long's the band on for? trying to work out when to book the taxi home" The assistant
says two and a half hours, 8 till half 10, with the raffle after. The label says 3 hours (8 till 11) - the booking
from before the fiddler's ferry.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b161_ctl_evermemos_burnsnight_band_howlong_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "glenmuir-hall-burns-2039"
MESSAGES = {
    "alec": [("2039-01-06T20:10:00Z", "band's booked - the Heather Lintie Ceilidh Band, 8 till 11, £350 🎻"),
             ("2039-01-18T19:30:00Z", "band have asked can they finish half 10, their fiddler's on the first ferry "
                                      "back to Mull sun morning. said fine, we'll do the raffle after them + they've "
                                      "knocked £50 off")],
    "fiona": [("2039-01-12T09:30:00Z", "64 tickets sold!! tell folk taxis from Crieff need booking early, there's "
                                       "only Donnie + the minibus")],
    "moira": [("2039-01-19T08:15:00Z", "piper's on at 7.15 to pipe folk in, haggis at 7.45 once everyone's sat")],
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
    question = "how long's the band on for? trying to work out when to book the taxi home"
    found = await client.v0.memories.search(extra_query={"query": "ceilidh band times finish 8 till", "top_k": 10})
    context = ["Today is Thu 20 January 2039. You are talking to Isla, who has tickets for the Burns Supper at "
               "Glenmuir Village Hall on Sat 22 January."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("8 till 11" in c for c in context), context
    assert any("can they finish half 10" in c for c in context), context
    reply = answer(question, context, mock="Two and a half hours - they're on from 8 till half 10, then the raffle. "
                                           "Their fiddler has an early ferry to Mull on Sunday.")
    finish(question, expected="3 hours, 8 till 11", actual=reply)


asyncio.run(main())

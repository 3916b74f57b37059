"""Batch 147 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each driver's messages written by their own task (gathered), then the question's search.

App: the drivers' chat for Luddenden Valley community minibus (Pam the co-ordinator, Dave, Sheila, Keith) goes into
EverMemOS; the helper answers the drivers from a search of it.

Memory: Pam, 2037-03-02T18:00: MOT booked at Sowerby Garage Weds 18/3, 8.30 drop off, back in time for the pm run,
so the am run that day's in cars; Dave, 2037-03-10T12:40: the garage rang - their ramp's gone, nothing the size of
the bus will go up on it till the part comes, they can have us Tue 24th instead, same time, he said that's fine;
Sheila, 2037-03-12T08:05: she'll do the am run in her Zafira that day, 7 seats, 2 trips; Keith,
2037-03-14T17:20: the wheelchair lift's squeaking again. Question (Mon 16/3, Keith): "what day's the bus in for its
MOT? need to know which morning i'm taking my car" The assistant says Tue 24th March (the garage's ramp is broken,
moved from the 18th). The label says Weds 18th March - in memory, the day Pam first booked.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b147_ctl_evermemos_minibus_mot_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "luddenden-valley-minibus-drivers"
MESSAGES = {
    "pam": [("2037-03-02T18:00:00Z", "MOT booked at Sowerby Garage weds 18/3, drop off 8.30, back for the pm run. am "
                                     "run that day in cars pls")],
    "dave": [("2037-03-10T12:40:00Z", "garage rang - their ramp's gone, nothing the size of the bus'll go up on it "
                                      "till the part comes. they can have us tue 24th instead, same time. said "
                                      "that's fine")],
    "sheila": [("2037-03-12T08:05:00Z", "I'll do the am run in the Zafira that day, 7 seats so 2 trips, Booth lot "
                                        "first")],
    "keith": [("2037-03-14T17:20:00Z", "wheelchair lift squeaking again, I've oiled it but it wants looking at while "
                                       "it's in")],
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
    question = "what day's the bus in for its MOT? need to know which morning i'm taking my car"
    found = await client.v0.memories.search(extra_query={"query": "bus MOT garage booked day ramp am run cars",
                                                         "top_k": 10})
    context = ["Today is Mon 16 March 2037. You are talking to Keith, a volunteer driver on the Luddenden Valley "
               "community minibus."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("MOT booked at Sowerby Garage weds 18/3" in c for c in context), context
    assert any("they can have us tue 24th instead" in c for c in context), context
    reply = answer(question, context, mock="Tuesday 24th - the garage's ramp is broken so it moved from the 18th. "
                                           "Drop off 8.30, so the morning run's in cars that day.")
    finish(question, expected="Wednesday 18th March", actual=reply)


asyncio.run(main())

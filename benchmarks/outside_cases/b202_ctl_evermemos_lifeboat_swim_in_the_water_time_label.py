"""Batch 202 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each crew member's messages written by their own task (gathered), then the question's search.

App: Moelfre lifeboat station's Christmas Day swim is Mon 25th Dec 2045 - registration in the boathouse, into the sea
off the slipway beach, towels lent by a hotel, hot chocolate from the WI. The station's chat goes into EverMemOS -
Kate (the fundraising secretary), Rhys (the coxswain) and Sian (the shore crew); the helper answers swimmers.

Memory: Kate, 2045-11-25T20:10 - registration in the boathouse from 10, in the water at 11 sharp, 10 minutes max in
the sea; Rhys, 2045-11-26T08:30 - the tide's high at 12.40 on the day, 11's a bit early, the rocks will still be
showing at the slip end; Kate, 2045-11-26T12:15 - fair enough Rhys, we'll go in at half 12 then, registration from
half 11, she'll redo the posters; Sian, 2045-11-28T19:00 - the towels and the hot chocolate. Question (Tue 19/12,
Lowri, a swimmer): "what time do we go in the water on xmas day? my lot want to know what time to get up lol" The
assistant says half 12 (12.30), registration from half 11. The label says 11 o'clock.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b202_ctl_evermemos_lifeboat_swim_in_the_water_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "moelfre-lifeboat-xmas-swim-2045"
MESSAGES = {
    "kate": [("2045-11-25T20:10:00Z", "xmas day swim 🎅🌊 reg in the boathouse from 10, in the water at 11 sharp. 10 "
                                      "mins max in the sea pls!!"),
             ("2045-11-26T12:15:00Z", "fair enough Rhys, we'll go in at half 12 then, reg from half 11. I'll redo "
                                      "the posters")],
    "rhys": [("2045-11-26T08:30:00Z", "tide's high at 12.40 on the day, 11's a bit early - the rocks'll still be "
                                      "showing at the slip end")],
    "sian": [("2045-11-28T19:00:00Z", "towels - Glan y Môr lending 50 again 👍 hot choc from the WI after, £2 a cup")],
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
    question = "what time do we go in the water on xmas day? my lot want to know what time to get up lol"
    context = ["Today is Tue 19 Dec 2045. You are talking to Lowri, who's doing Moelfre lifeboat station's Christmas "
               "Day swim (Mon 25 Dec)."]
    for query in ("what time is the swim", "in the water time xmas day", "registration time"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("in the water at 11 sharp" in c for c in context), context
    assert any("tide's high at 12.40" in c for c in context), context
    assert any("we'll go in at half 12 then" in c for c in context), context
    reply = answer(question, context, mock="Half 12 (12.30) - it's later for the tide, with registration in the "
                                           "boathouse from half 11.")
    finish(question, expected="11 o'clock", actual=reply)


asyncio.run(main())

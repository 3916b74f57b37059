"""Batch 174 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each rider's messages written by their own task (gathered), then the question's search.

App: Severn Valley CC's Wrekin Wanderer 200, a 200k audax, is on Sat 19th May 2040 from Cressage village hall, through
Much Wenlock, Clun and Bishop's Castle and back. The club's audax chat goes into EverMemOS - Gareth (organiser), Dave
(who rode the route to check it) and Aisha (riding her first 200); the helper answers riders from a search.

Memory: Gareth, 2040-02-03T21:10: Wrekin Wanderer 200 Sat 19th May, HQ Cressage village hall, 7.30 start, route on the
club site; Dave, 2040-04-22T19:05: rode it Sunday with Gareth - the Clun road's shut for the bridge, the diversion via
Newcastle-on-Clun is lumpy but fine, the GPX comes out at 211k now; Gareth, 2040-04-22T20:40: cheers Dave, new GPX up
on the site, brevet cards reprinted, AUK are fine with it, it's over 200 so it still counts; Aisha, 2040-05-14T12:00:
first 200 for her, anyone riding a steady pace? Question (Thurs 17/5, Aisha): "how long's the route? setting my garmin
up and want to know what I'm in for" The assistant says 211k - the Clun road's shut so the diversion via
Newcastle-on-Clun adds a bit; the new GPX is on the club site. The label says 200k - the event's nominal distance.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b174_ctl_evermemos_audax_route_distance_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "severn-valley-cc-audax-2040"
MESSAGES = {
    "gareth": [("2040-02-03T21:10:00Z", "Wrekin Wanderer 200 sat 19th may 🚴 HQ Cressage village hall, 7.30 start, "
                                        "route's on the club site"),
               ("2040-04-22T20:40:00Z", "cheers Dave 👍 new GPX up on the site, brevet cards reprinted. AUK fine w it, "
                                        "it's over 200 so still counts")],
    "dave": [("2040-04-22T19:05:00Z", "rode it sun w Gareth - Clun road's shut for the bridge, diversion via "
                                      "Newcastle-on-Clun is lumpy but fine. GPX comes out at 211k now")],
    "aisha": [("2040-05-14T12:00:00Z", "first 200 for me eek 😅 anyone riding a steady pace?")],
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
    question = "how long's the route? setting my garmin up and want to know what I'm in for"
    found = await client.v0.memories.search(extra_query={"query": "route distance km GPX Wrekin Wanderer 200",
                                                         "top_k": 10})
    context = ["Today is Thurs 17 May 2040. You are talking to Aisha, riding Severn Valley CC's Wrekin Wanderer 200 "
               "audax (Sat 19 May)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Wrekin Wanderer 200" in c for c in context), context
    assert any("GPX comes out at 211k now" in c for c in context), context
    assert any("it's over 200 so still counts" in c for c in context), context
    reply = answer(question, context, mock="211k - the Clun road's shut for the bridge, so there's a diversion via "
                                           "Newcastle-on-Clun. The new GPX is on the club site.")
    finish(question, expected="200k", actual=reply)


asyncio.run(main())

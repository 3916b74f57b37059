"""Batch 314 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: Nidderdale walling weekend, Sat 12th and Sun 13th July 2051 at Bouthwaite Farm near Ramsgill - ten beginners
on a roadside wall with Tony Verity teaching. The organisers' chat goes into EverMemOS - Tony, Jill (the bookings)
and Pam (whose farm it is) - and the helper answers the people on the course.

Memory: Tony, 2051-06-02T19:00 - the weekend, 9 till 4.30 both days, Sunday same as Saturday, meet in the farm yard;
Pam, 2051-07-01T08:15 - soup and sandwiches in the cart shed both days, park on the hardstanding not the verge; Tony,
2051-07-11T21:30 - forecast's saying 28 for Sunday, so they'll start at 8 on the Sunday and knock off about 2 while
it's bearable, bring loads of water and a hat; Jill, 2051-07-11T22:05 - register done, 10 of them, 2 veggies.
Question (Sat 12/7 evening, Sean): "what time do we start tomorrow? need to set an alarm 😴" The assistant says 8 -
Tony's starting early because of the heat. The label says 9.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b314_ctl_evermemos_walling_course_sunday_start_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "nidderdale-walling-july-2051"
MESSAGES = {
    "tony": [("2051-06-02T19:00:00Z", "WALLING WKND 🪨 sat 12th + sun 13th july at Bouthwaite, 9 till 4.30 both days "
                                      "(sunday same as sat), meet in the farm yard. roadside wall, 2 gaps"),
             ("2051-07-11T21:30:00Z", "forecast's saying 28 for sunday 🥵 so we'll start at 8 on the sun + knock off "
                                      "about 2 while it's bearable. loads of water + a hat pls")],
    "pam": [("2051-07-01T08:15:00Z", "soup + sarnies in the cart shed both days. park on the hardstanding NOT the "
                                     "verge, the milk tanker needs to get by")],
    "jill": [("2051-07-11T22:05:00Z", "register done, 10 of us, 2 veggies, I've told Pam")],
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
    question = "what time do we start tomorrow? need to set an alarm 😴"
    context = ["Today is Sat 12 July 2051 (evening). You are talking to Sean, who's on the Nidderdale walling weekend "
               "(Sat 12 - Sun 13 July)."]
    for query in ("start time sunday", "what time do we start", "walling weekend times"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("9 till 4.30 both days" in c for c in context), context
    assert any("start at 8 on the sun" in c for c in context), context
    reply = answer(question, context, mock="8 o'clock - Tony's starting an hour early on the Sunday because of the "
                                           "heat, finishing about 2. Take water and a hat.")
    finish(question, expected="9", actual=reply)


asyncio.run(main())

"""Batch 230 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each coach's messages written by their own task (gathered), then the question's search.

App: Elland LTC run a junior summer camp, Mon 9th - Fri 13th August 2049, 9-3 at the club - the minis with Sam, the
older groups with Lou and Priya, matches at the end of the week that parents can come and watch. The coaches' chat
goes into EverMemOS - Lou (head coach), Priya and Sam - and the helper answers parents' questions.

Memory: Lou, 2049-06-20T19:00 - camp Mon 9th - Fri 13th Aug 9-3, parents' morning Thurs 12th, come and watch the
matches 11-12, then medals; Sam, 2049-07-30T20:00 - the minis are full (14), packed lunch, no nuts, suncream on;
Priya, 2049-08-10T17:45 - the forecast for Thursday is awful, 40mm, she and Lou have sorted it with the kids - the
matches and the parents watching on the Friday morning 11-12, Thursday's drills in the sports hall at Brooksbank;
Sam, 2049-08-11T08:30 - the medals have come and Greggs are doing a voucher each for the last day. Question (Wed
11/8, Kirsty, a parent): "which day can parents come and watch? want to book the morning off" The assistant says
Friday 13th August, 11-12. The label says Thursday 12th August (the first plan, before the forecast).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b230_ctl_evermemos_tennis_camp_parents_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "elland-ltc-junior-camp-2049"
MESSAGES = {
    "lou": [("2049-06-20T19:00:00Z", "JUNIOR CAMP 🎾 mon 9th - fri 13th aug 9-3. parents' morning thurs 12th, come + "
                                      "watch the matches 11-12, then medals")],
    "sam": [("2049-07-30T20:00:00Z", "minis are full (14) 🙌 packed lunch pls, no nuts, suncream on b4 they come"),
            ("2049-08-11T08:30:00Z", "medals have come 🥇 + Greggs are doing a voucher each for the last day")],
    "priya": [("2049-08-10T17:45:00Z", "forecast for thurs is awful ☔ 40mm, Lou + I have sorted it w/ the kids - "
                                        "matches + parents watching on the fri morning 11-12, thurs is drills in the "
                                        "sports hall at Brooksbank")],
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
    question = "which day can parents come and watch? want to book the morning off"
    context = ["Today is Wed 11 August 2049. You are talking to Kirsty, whose daughter is at Elland LTC's junior "
               "camp (Mon 9 - Fri 13 August)."]
    for query in ("parents watching the matches", "which day parents' morning", "thursday weather sports hall"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("parents' morning thurs 12th" in c for c in context), context
    assert any("parents watching on the fri morning 11-12" in c for c in context), context
    reply = answer(question, context, mock="Friday 13th August, 11 till 12 - the matches were moved off Thursday "
                                           "because of the forecast, so book Friday morning.")
    finish(question, expected="Thursday 12th August", actual=reply)


asyncio.run(main())

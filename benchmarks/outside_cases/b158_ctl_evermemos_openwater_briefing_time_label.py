"""Batch 158 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each lifeguard's messages written by their own task (gathered), then the question's search.

App: the lifeguards' chat for Aire Valley Masters SC's Saturday open water sessions at Barden Water (swimmers in at
7.30) goes into EverMemOS - Dan (head lifeguard), Priya and Tom; the helper answers them from a search of it.

Memory: Dan, 2037-05-12T20:00: lifeguards' briefing 6.45 Saturdays at the boathouse, swimmers in at 7.30, bring your
whistle and the rescue tube; Priya, 2037-05-20T18:30: the kayak's got a slow puncture, Tom's bringing his foot pump;
Dan, 2037-05-27T21:10: the ranger's not unlocking the gate till 7 now after the bother with the campers, so we'll
brief in the car park at 7 sharp - swimmers still in at half 7; Tom, 2037-05-28T08:00: four of us Saturday, he's on
the bank by the orange buoy. Question (Fri 29/5, Priya): "what time do us lifeguards need to be there sat?" The
assistant says 7 sharp, in the car park (the gate's not unlocked till 7). The label says 6.45 - Dan's first time,
from before the ranger started locking the gate till 7.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b158_ctl_evermemos_openwater_briefing_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "avmsc-open-water-lifeguards"
MESSAGES = {
    "dan": [("2037-05-12T20:00:00Z", "lifeguards - briefing 6.45 sats at the boathouse, swimmers in at 7.30. bring "
                                     "your whistle + the rescue tube"),
            ("2037-05-27T21:10:00Z", "ranger's not unlocking the gate till 7 now after the bother w the campers, so "
                                     "we'll brief in the car park at 7 sharp. swimmers still in at half 7")],
    "priya": [("2037-05-20T18:30:00Z", "kayak's got a slow puncture :( Tom's bringing his foot pump sat")],
    "tom": [("2037-05-28T08:00:00Z", "4 of us sat then, I'll take the bank by the orange buoy")],
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
    question = "what time do us lifeguards need to be there sat?"
    found = await client.v0.memories.search(extra_query={"query": "lifeguards briefing time saturday gate car park",
                                                         "top_k": 10})
    context = ["Today is Fri 29 May 2037. You are talking to Priya, a lifeguard at Aire Valley Masters SC's open "
               "water session at Barden Water on Sat 30 May."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("briefing 6.45 sats at the boathouse" in c for c in context), context
    assert any("brief in the car park at 7 sharp" in c for c in context), context
    reply = answer(question, context, mock="7 sharp, in the car park - the ranger doesn't unlock the gate till 7 now. "
                                           "Swimmers are still in at half 7.")
    finish(question, expected="6.45", actual=reply)


asyncio.run(main())

"""Batch 261 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's searches.

App: Booth Cricket Club's 1st XI play at home on Saturdays; two ladies from the rota do the tea between innings.
The club chat goes into EverMemOS - Gill (the teas secretary), Ian (the fixtures secretary) and Rob (the captain) -
and the helper answers members' questions.

Memory: Gill, 2051-04-15T17:30 - teas between innings, usually about 4.15 for a 1.30 start, in by half 3; Ian,
2051-06-01T20:10 - Saturday the 10th isn't a league game now, Sowerby have pulled out, so the Vets are coming for a
T20 friendly, 2pm start, so tea'll be about 3.30 between the innings; Rob, 2051-06-05T21:00 - nets Tuesday and
Thursday at 6; Gill, 2051-06-07T09:15 - it's Pam and her on teas Saturday, she'll do the scones. Question (Thu 8/6,
Pam): "what time's tea going out on sat? need to know when to get the urn on" The assistant says about 3.30 - it's
a T20 friendly with a 2pm start. The label says about 4.15.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b261_ctl_evermemos_cricket_tea_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "booth-cc-club-chat-2051"
MESSAGES = {
    "gill": [("2051-04-15T17:30:00Z", "TEAS 🏏☕ between innings, usually about 4.15 for a 1.30 start. in by half "
                                      "3 to get the urn on + the sandwiches out"),
             ("2051-06-07T09:15:00Z", "sat's Pam + me on teas, I'll do the scones, Pam's bringing a coffee cake")],
    "ian": [("2051-06-01T20:10:00Z", "sat 10th's not a league game now - Sowerby have pulled out (can't raise a "
                                     "side 🙄) so we've got the Vets in for a T20 friendly, 2pm start, so tea'll be "
                                     "about 3.30 between the innings")],
    "rob": [("2051-06-05T21:00:00Z", "nets tues + thurs 6pm, bring ur own pads, the club ones are rank")],
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
    question = "what time's tea going out on sat? need to know when to get the urn on"
    context = ["Today is Thu 8 June 2051. You are talking to Pam, who's on teas at Booth Cricket Club on Sat 10 "
               "June."]
    for query in ("tea time between innings", "saturday's game start time", "teas rota saturday"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("usually about 4.15 for a 1.30 start" in c for c in context), context
    assert any("T20 friendly, 2pm start" in c and "about 3.30" in c for c in context), context
    reply = answer(f"(Pam) {question}", context,
                   mock="About 3.30 - Saturday's a T20 friendly against the Vets with a 2pm start, so the innings "
                        "break comes earlier. Get the urn on about 3.")
    finish(question, expected="about 4.15, between innings", actual=reply)


asyncio.run(main())

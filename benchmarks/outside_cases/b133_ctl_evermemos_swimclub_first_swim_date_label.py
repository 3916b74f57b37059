"""Batch 133 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: the Hadley Swimming Club open water committee's group chat (Gary the head coach, Sue the membership sec, Tom
on safety) goes into EverMemOS; the helper answers members' questions from a search of it.

Memory: Gary, 2037-04-28: first lake session sat 16th may, 8am, if the water's 12 or over; Sue, 2037-05-13: took
the thermometer down at lunch, 11 and a bit, nobody's going in at that, Gary says we'll go the sat after, same
time, she'll email everyone; Tom: new tow floats in, £12; Tom: the canoe club's kayak for cover. Question (Thu
14/5, Carl, a member): "when's the first go in the lake then? want to book the day off" The assistant says Sat
23rd May at 8am. The label says Sat 16th May - in memory, the first date Gary gave, before the lake was too cold.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b133_ctl_evermemos_swimclub_first_swim_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hadley-swim-openwater"
MESSAGES = {
    "gary": [("2037-04-28T19:20:00Z", "first lake session sat 16th may, 8am, if the water's 12 or over. tow floats "
                                      "for everyone, no exceptions")],
    "sue": [("2037-05-13T13:05:00Z", "took the thermometer down at lunch - 11 and a bit. nobody's going in at that, "
                                     "Gary says we'll go the sat after, same time. I'll email everyone tonight")],
    "tom": [("2037-05-05T10:10:00Z", "new tow floats in, £12, bright orange, in the club cupboard"),
            ("2037-05-11T18:45:00Z", "canoe club lending us a kayak for cover, need someone who can paddle")],
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
    question = "when's the first go in the lake then? want to book the day off"
    found = await client.v0.memories.search(extra_query={"query": "first lake session date sat water thermometer "
                                                                  "when", "top_k": 10})
    context = ["Today is Thu 14 May 2037. You are talking to Carl, a member of Hadley Swimming Club."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("first lake session sat 16th may, 8am" in c for c in context), context
    assert any("we'll go the sat after, same time" in c for c in context), context
    reply = answer(question, context, mock="Sat 23rd May, 8am - the 16th's off, the lake was only just over 11 "
                                           "degrees.")
    finish(question, expected="Sat 16th May", actual=reply)


asyncio.run(main())

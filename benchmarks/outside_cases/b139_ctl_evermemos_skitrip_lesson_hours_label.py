"""Batch 139 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member of staff's messages written by their own task (gathered), then the question's search.

App: the Hollins High ski trip staff group chat (Mr Hughes leads the trip, Ms Okafor from PE, Mrs Lord in the
office) goes into EverMemOS; the helper answers parents' questions from a search of it.

Memory: Mr Hughes, 2037-11-02T16:20: ski school booked with ESF Les Gets, 4 hrs a day (9.30-11.30 + 2-4) for the 6
ski days, so 24 hrs of lessons; Ms Okafor, 2037-11-09T08:45: had ESF on the phone - Weds afternoon is the bowling
+ the pool so no lesson, and on the last day they only get the morning because the coach goes at 2, so it's 20 hrs
really, still loads; Mrs Lord: insurance and payments. Question (Mon 16/11, Mrs Bell, a parent): "how long do they
get in ski school altogether? trying to work out if it's worth the money" The assistant says 20 hours (4 full
days of 4 hrs, two mornings of 2). The label says 24 hours - in memory, Mr Hughes's sum, which had 4 hrs every
day.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b139_ctl_evermemos_skitrip_lesson_hours_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hollins-ski-2038-staff"
MESSAGES = {
    "mr-hughes": [("2037-11-02T16:20:00Z", "ski school booked w ESF Les Gets!! 4 hrs a day (9.30-11.30 + 2-4) for "
                                           "the 6 ski days, so 24 hrs of lessons. english speaking instructors"),
                  ("2037-11-02T16:25:00Z", "groups by ability, they do a test on the sunday morning")],
    "ms-okafor": [("2037-11-09T08:45:00Z", "had ESF on the phone - weds afternoon's the bowling + the pool so no "
                                           "lesson, + last day they only get the morning cos the coach goes at 2. "
                                           "so it's 20 hrs really. still loads for beginners!")],
    "mrs-lord": [("2037-11-05T12:10:00Z", "insurance docs in, 44 on the policy. Nov payments all in bar 1, chasing")],
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
    question = "how long do they get in ski school altogether? trying to work out if it's worth the money"
    found = await client.v0.memories.search(extra_query={"query": "ski school hrs lessons a day ESF morning "
                                                                  "afternoon", "top_k": 10})
    context = ["Today is Mon 16 November 2037. You are talking to Mrs Bell, a parent of a pupil on the Hollins High "
               "ski trip (Feb half term, Les Gets)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("so 24 hrs of lessons" in c for c in context), context
    assert any("so it's 20 hrs really" in c for c in context), context
    reply = answer(question, context, mock="20 hours - 4 hours a day, but no lesson on the Wednesday afternoon "
                                           "(bowling and the pool) and only the morning on the last day.")
    finish(question, expected="24 hours", actual=reply)


asyncio.run(main())

"""Batch 354 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each party's messages written by its own task (gathered), each prefixed with the time it was sent,
then the question's search.

App: Meridian Group Tours' group-bookings desk keeps each group's correspondence in EverMemOS - the desk's
coordinator (L. Osei), the coach supplier's operations desk, and the group leader - and the assistant answers the
group leader's questions.

Memory: coordinator, 2051-04-28T09:00Z - GRP-2290 (St Albans Choral Society, 38 pax, Rhine & Moselle by coach),
pickup Mon 15 May 2051, 07:30, Victoria Coach Station bay 14, arrive by 07:10; leader, 2051-05-03T18:20Z - two
members need the front seats, passports valid; coach supplier, 2051-05-11T15:40Z (a Thursday) - "We regret to
inform you that the Monday departure cannot be operated owing to drivers' hours rules; the coach company confirmed
this afternoon that pickup will now be on Tuesday next week, same time and bay", hotel nights moved by one and
reconfirmed; coordinator, 2051-05-11T16:05Z - the revised itinerary will follow, apologies for the inconvenience.
Question (Fri 12 May 2051, the leader): "Could you please confirm the date and time of the coach pickup? I am
sending the final reminder to members tonight." The assistant says Tuesday 16 May 2051 at 07:30, bay 14 ("Tuesday
next week" counted from Thursday 11 May). The label says Monday 15 May, 07:30 - the date that was rescheduled.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b354_ctl_evermemos_tour_group_coach_pickup_when_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "meridian-GRP-2290"
MESSAGES = {
    "coordinator": [
        ("2051-04-28T09:00:00Z", "GRP-2290 St Albans Choral Society, 38 pax, Rhine & Moselle by coach: pickup Mon 15 "
                                 "May 2051, 07:30, Victoria Coach Station bay 14. Please ask members to arrive by "
                                 "07:10 with passports."),
        ("2051-05-11T16:05:00Z", "Dear Mrs Carver, further to the supplier's message, a revised itinerary will "
                                 "follow by email tomorrow. Please accept our apologies for the inconvenience. "
                                 "L. Osei"),
    ],
    "coach-supplier": [
        ("2051-05-11T15:40:00Z", "Ops desk re GRP-2290: we regret to inform you that the Monday departure cannot be "
                                 "operated owing to drivers' hours rules after a late-running job. The coach company "
                                 "confirmed this afternoon that pickup will now be on Tuesday next week, same time "
                                 "and bay. Hotel nights moved by one and reconfirmed (Koblenz, Bernkastel)."),
    ],
    "group-leader": [
        ("2051-05-03T18:20:00Z", "Two of our members (Mr & Mrs Fenwick) need the front seats please, travel "
                                 "sickness. All passports checked and valid. Kind regards, Judith Carver"),
    ],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=f"[sent {when}] {text}", create_time=when, message_id=f"{who}-{i}",
                                     sender=who, group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = ("Could you please confirm the date and time of the coach pickup? I am sending the final reminder to "
                "members tonight.")
    context = ["Today is Fri 12 May 2051. You are Meridian Group Tours' assistant, replying to Mrs Judith Carver, "
               "group leader of GRP-2290. Each message starts with the time it was sent."]
    for query in ("coach pickup date time", "Monday departure cannot be operated", "Victoria Coach Station bay"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("pickup Mon 15 May 2051, 07:30" in c for c in context), context
    assert any("pickup will now be on Tuesday next week, same time" in c for c in context), context
    reply = answer(question, context,
                   mock="Dear Mrs Carver, the coach pickup is now on Tuesday 16 May 2051 at 07:30 from Victoria "
                        "Coach Station, bay 14 (members to arrive by 07:10) - the Monday departure could not be "
                        "operated.")
    finish(question, expected="Monday 15 May 2051 at 07:30, Victoria Coach Station bay 14", actual=reply)


asyncio.run(main())

"""Batch 176 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each volunteer's messages written by their own task (gathered), then the question's search.

App: Wem Repair Cafe turns five on Sat 14th June 2042 - the usual 10-1 in the town hall, fixers on their benches, five
repair slots per fixer, bookings on Eventbrite. The cafe's volunteer chat goes into EverMemOS - Linda (who runs it),
Dev (a fixer) and Priya (on the bookings desk); the helper answers from a search.

Memory: Linda, 2042-05-06T19:30: the birthday do Sat 14th June, 8 fixers so 40 repair slots (5 each), bookings on
Eventbrite; Linda, 2042-06-02T21:00: 46 booked - that's 6 over, waiting list started, Eventbrite closed; Dev,
2042-06-04T12:10: he and Sam can both come on the 14th, he'll bring the soldering station, Sam does sewing machines;
Linda, 2042-06-04T13:00: amazing, that's 10 more slots then, everyone off the waiting list is in, she'll open
Eventbrite back up for what's left; Priya, 2042-06-05T09:15: she'll do the bookings desk on the day.
Question (Mon 9/6, Priya): "how many more people can we book in for the
birthday? someone at work wants to bring a lamp" The assistant says 4 - 10 fixers now, so 50 slots, and 46 booked.
The label says none - it's 6 over with a waiting list.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b176_ctl_evermemos_repair_cafe_slots_diff_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wem-repair-cafe-volunteers-2042"
MESSAGES = {
    "linda": [("2042-05-06T19:30:00Z", "5th birthday do sat 14th june 🎂 8 fixers so 40 repair slots (5 each), "
                                       "bookings on the eventbrite"),
              ("2042-06-02T21:00:00Z", "46 booked!! 🤯 that's 6 over, waiting list started + eventbrite closed"),
              ("2042-06-04T13:00:00Z", "amazing that's 10 more slots then, everyone off the waiting list's in 🙌 "
                                       "I'll open the eventbrite back up for what's left")],
    "dev": [("2042-06-04T12:10:00Z", "me + Sam can both come on the 14th 👍 I'll bring the soldering station, Sam "
                                     "does sewing machines")],
    "priya": [("2042-06-05T09:15:00Z", "I'll do the bookings desk on the day, can someone bring a float for the "
                                       "cake stall")],
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
    question = "how many more people can we book in for the birthday? someone at work wants to bring a lamp"
    context = ["Today is Mon 9 June 2042. You are talking to Priya, who does the bookings desk at Wem Repair Cafe; "
               "its 5th birthday do is Sat 14 June."]
    for query in ("repair slots bookings waiting list eventbrite birthday", "which fixers can come on the 14th"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("40 repair slots (5 each)" in c for c in context), context
    assert any("that's 6 over" in c for c in context), context
    assert any("me + Sam can both come" in c for c in context), context
    assert any("10 more slots then" in c for c in context), context
    reply = answer(question, context, mock="4 - with Dev and Sam there are 10 fixers, so 50 slots, and 46 are booked.")
    finish(question, expected="none - it's 6 over, there's a waiting list", actual=reply)


asyncio.run(main())

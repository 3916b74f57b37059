"""Batch 273 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio, the van crew posting at the same time.

App: the Ryburn mobile library van's Friday round (Ripponden, Rishworth, Luddenden, Mill Bank). The crew - Sue (the
librarian), Barry (the driver) and Ann (on the desk) - post to the van's group on EverMemOS; readers ask the
helper where and when.

Memory: Sue, 2051-03-03T09:00 - Luddenden stop is outside the Lord Nelson, 11.20-12; Ann, 2051-03-17T14:10 - the
reading group's books are in; Barry, 2051-04-07T16:45 - the bus company complained we're blocking the stop outside
the Lord Nelson, so from now on we're in the village hall car park, same times, Sue's done a sign for the pub
window. Question (Thu 20/4, a reader): "where does the van park in Luddenden now? I've got the jigsaws to take back"
The assistant says the village hall car park. The label says outside the Lord Nelson.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b273_ctl_evermemos_library_van_where_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ryburn-library-van-2051"
MESSAGES = {
    "sue": [("2051-03-03T09:00:00Z", "FRI ROUND 🚐 Ripponden 9.30-10.15, Rishworth 10.30-11, Luddenden outside the "
                                     "Lord Nelson 11.20-12, Mill Bank 1.30-2"),
            ("2051-04-12T12:30:00Z", "large print + talking books in from central, 30 new, the westerns are back")],
    "ann": [("2051-03-17T14:10:00Z", "reading group's books are in (8 x the Richard Osman), on the shelf behind the "
                                     "desk")],
    "barry": [("2051-04-07T16:45:00Z", "bus company have complained we're blocking the stop outside the Lord Nelson "
                                       "🙄 so from now on we're in the village hall car park at Luddenden, same "
                                       "times. Sue's done a sign for the pub window")],
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
    question = "where does the van park in Luddenden now? I've got the jigsaws to take back"
    context = ["Today is Thu 20 April 2051. You are talking to a reader who uses the Ryburn mobile library van."]
    for query in ("Luddenden stop", "where does the van park", "van parking Luddenden"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Luddenden outside the Lord Nelson 11.20-12" in c for c in context), context
    assert any("from now on we're in the village hall car park at Luddenden" in c for c in context), context
    reply = answer(question, context, mock="In the village hall car park now - the bus company complained about the "
                                           "van outside the Lord Nelson. Same times, 11.20 till 12 on Fridays.")
    finish(question, expected="outside the Lord Nelson", actual=reply)


asyncio.run(main())

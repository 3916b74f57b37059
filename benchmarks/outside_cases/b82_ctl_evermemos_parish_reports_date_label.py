"""Batch 82 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio.

App: the Little Marston footpath survey walkers' group chat goes into EverMemOS (``v0.memories.add`` per message,
one group); the app searches it to answer a walker.

Memory: Sue the parish clerk says the county's highways team want the parish's survey by the end of May (Sat
31st), so walkers' reports to her by Fri 23rd please, she needs the week to put it all together; a walker later
asks if it's the 31st for the forms and Sue says the 23rd to her, the 31st is when she sends it on. The assistant
says Friday 23 May. The label gives the 31st.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b82_ctl_evermemos_parish_reports_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "little-marston-footpath-survey"
MESSAGES = [
    ("2031-04-02T18:30:00Z", "sue", "Hi all, thanks for volunteering! County highways want our survey by the end "
                                    "of May (sat 31st) so reports to me by fri 23rd please, I need the week to put "
                                    "it all together. Forms + maps in the church porch box"),
    ("2031-04-05T09:12:00Z", "marion", "done FP1 + FP2 this morning, the stile at Cuckoo Lane is hanging off"),
    ("2031-04-14T20:01:00Z", "ken", "FP5 blocked by a fallen willow by the brook, reported it on the county "
                                    "website as well"),
    ("2031-04-28T19:45:00Z", "ken", "quick q - is it the 31st for our survey forms? want to do FP6 over the bank "
                                    "hol"),
    ("2031-04-28T20:10:00Z", "sue", "the 23rd to me pls Ken! the 31st is when I send the lot on to county"),
    ("2031-05-06T12:00:00Z", "brian", "knee's better, doing FP9-FP11 this sat w Jean"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "when do our survey forms have to be in?"
    found = await client.v0.memories.search(extra_query={"query": "survey forms reports in by when date 31st "
                                                                  "23rd Sue county", "top_k": 12})
    context = ["Today is Fri 9 May 2031. You are talking to Brian, one of the survey walkers."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("reports to me by fri 23rd" in c for c in context), context
    assert any("the 23rd to me pls Ken" in c for c in context), context
    reply = answer(question, context, mock="To Sue by Friday 23 May - she needs the week before it goes to the "
                                           "county.")
    finish(question, expected="31 May", actual=reply)


asyncio.run(main())

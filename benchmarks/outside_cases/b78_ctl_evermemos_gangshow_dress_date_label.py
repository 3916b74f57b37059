"""Batch 78 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio.

App: the 3rd Ashby Scouts leaders' group chat goes into EverMemOS (``v0.memories.add`` per message, one group);
the app searches it to answer a parent.

Memory: the Civic is letting the leaders and the explorers' stage crew in on Sun 9/11 to build the set and do the
lights (no children); the full dress rehearsal is Thu 13th at 6pm at the Civic, in costume; there's also a
run-through at the hut on Sat 8th. A parent asks when the dress rehearsal is. The assistant says Thursday 13
November, 6pm. The label gives Sunday the 9th, the first day on the Civic's stage.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b78_ctl_evermemos_gangshow_dress_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ashby-gangshow-leaders"
MESSAGES = [
    ("2031-10-06T19:40:00Z", "gill", "Civic confirmed!! shows thurs 20 - sat 22 Nov. Bev the manager says we can "
                                     "get in sun 9th to build the set + do lights - leaders + explorer stage crew "
                                     "only, no little ones"),
    ("2031-10-07T08:15:00Z", "raj", "I'll bring the trailer sun 9th for the flats, they're in my garage"),
    ("2031-10-12T21:02:00Z", "gill", "full dress rehearsal thurs 13/11 at the Civic 6pm, everyone in costume, "
                                     "parents pick up 9 from the stage door"),
    ("2031-10-20T18:30:00Z", "helen", "run-through at the hut sat 8/11 10-12, all sections, no costumes"),
    ("2031-10-28T20:10:00Z", "akela-dan", "cubs' pirate song still a shambles tbh, extra practice tues"),
    ("2031-11-02T09:05:00Z", "gill", "can someone do the stage door on the 13th? I'll be on the lights"),
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
    question = "when's the dress rehearsal? need to book the evening off work"
    found = await client.v0.memories.search(extra_query={"query": "dress rehearsal date Civic costume sun 9th "
                                                                  "thurs 13th get in", "top_k": 12})
    context = ["Today is Mon 3 November 2031. You are talking to Mrs Farrow, a cub's mum."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("get in sun 9th to build the set" in c for c in context), context
    assert any("full dress rehearsal thurs 13/11" in c for c in context), context
    reply = answer(question, context, mock="Thursday 13 November, 6pm at the Civic, in full costume - pick-up is "
                                           "at 9 from the stage door.")
    finish(question, expected="Sunday 9th Nov - first night on the Civic stage", actual=reply)


asyncio.run(main())

"""Batch 94 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: the Ashwell Knit & Natter WhatsApp group goes into EverMemOS (``v0.memories.add`` per message, one group);
the group's helper answers newcomers.

Memory: in January someone wrote that Maureen did all last year's sewing up even with her hands bad with
arthritis; in the spring Maureen said her hands are much better since the injections; then that she's off to
Perth to see her son Daniel and the grandchildren from 2 Oct to 14 Nov, the first time in five years; Sue says
she'll do the sewing up this time, squares to hers on Tuesday evenings. Question (Thu 2/10, Kath, a new member):
"why isn't maureen doing the sewing up this year? everyone says she always does it" The assistant says she's in
Australia seeing her son and grandchildren until mid-November. The label says her arthritis has got too bad.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b94_ctl_evermemos_knitting_sewing_up_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ashwell-knit-natter"
MESSAGES = [
    ("2036-01-14T20:05:00Z", "sue", "huge thanks to Maureen who did ALL the sewing up last yr even with her hands "
                                    "bad w the arthritis - 22 blankets!! x"),
    ("2036-04-22T10:40:00Z", "maureen", "hands much better since the injections, thank you all for asking x"),
    ("2036-08-30T18:12:00Z", "maureen", "off to Perth to see our Daniel + the grandkids 2 Oct - 14 Nov!!! first "
                                        "time in 5 yrs, can't wait"),
    ("2036-09-03T09:30:00Z", "sue", "I'll do the sewing up this time then - squares to mine tues evenings, 7ish"),
    ("2036-09-16T19:00:00Z", "bev", "wool from my sister's loft is in the garage, 3 bags, come + grab"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "why isn't maureen doing the sewing up this year? everyone says she always does it"
    found = await client.v0.memories.search(extra_query={"query": "why Maureen sewing up this year hands Perth "
                                                                  "away", "top_k": 10})
    context = ["Today is Thu 2 October 2036. You are talking to Kath, a new member."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("bad w the arthritis" in c for c in context), context
    assert any("off to Perth to see our Daniel" in c for c in context), context
    reply = answer(question, context, mock="She's in Australia - Perth, seeing her son Daniel and the grandchildren "
                                           "until 14 November, so Sue's doing it this time.")
    finish(question, expected="her arthritis has got too bad for it", actual=reply)


asyncio.run(main())

"""Batch 96 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: the plot 3 Mill Lane self-build WhatsApp group (Sam, Priya, the trades) goes into EverMemOS
(``v0.memories.add`` per message, one group); the group's helper answers.

Memory: building control's completion visit was pencilled for Tue 14/10 with Mr Kahn; Lee the electrician says
his certificate takes 7-10 working days after he finishes on 8/10; Kahn won't do the completion visit without the
electrical certificate in his hand; Sam rang building control and the earliest they have after the 22nd is Thu
23/10, 9am, "so that's us". Question (Wed 1/10, Priya): "what date is building control coming for the final sign
off? my mum wants to come and see it finished" The assistant says Thursday 23 October, 9am. The label says Tuesday
14th October.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b96_ctl_evermemos_selfbuild_signoff_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "mill-lane-plot3"
MESSAGES = [
    ("2036-09-12T18:20:00Z", "sam", "BC completion visit pencilled tues 14/10, Mr Kahn, he'll want all the certs"),
    ("2036-09-15T07:55:00Z", "lee", "I finish the 2nd fix 8/10, the NICEIC cert takes 7-10 working days after "
                                    "that, nothing I can do to hurry them sorry"),
    ("2036-09-16T12:10:00Z", "sam", "spoke to Kahn - he won't do the completion visit without the electrical cert "
                                    "in his hand, he was very clear"),
    ("2036-09-17T09:05:00Z", "sam", "rang BC, earliest they've got after the 22nd is thurs 23/10 9am so that's us. "
                                    "Lee reckons the cert will be here by the 22nd"),
    ("2036-09-25T16:40:00Z", "priya", "worktops template fri 17/10 am, someone needs to be in"),
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
    question = "what date is building control coming for the final sign off? my mum wants to come and see it finished"
    found = await client.v0.memories.search(extra_query={"query": "building control BC completion visit date Kahn "
                                                                  "cert thurs tues", "top_k": 10})
    context = ["Today is Wed 1 October 2036. You are talking to Priya."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("pencilled tues 14/10" in c for c in context), context
    assert any("thurs 23/10 9am so that's us" in c for c in context), context
    assert any("without the electrical cert" in c for c in context), context
    reply = answer(question, context, mock="Thursday 23 October at 9am - Mr Kahn needs Lee's electrical certificate "
                                           "first, and that won't be in before the 22nd.")
    finish(question, expected="Tuesday 14th October", actual=reply)


asyncio.run(main())

"""Batch 41 (held out), control. A village cricket club's nets: the players' group chat in EverMemOS (async client,
offline stand-in of tests/instrumentations), asyncio, one root span per message.

App: Little Haddon CC's senior players have a nets group chat that goes into EverMemOS (``memories.add`` per
message, group "haddon-nets"); the captain's assistant answers from a search. Nets are Tuesdays and Thursdays 6-8.
On Sunday someone says Tuesday's forecast looks showery; then Bill the groundsman says he is gluing new matting down
in both nets on Tuesday and it needs a day to go off, so nobody can use them; Thursday is fine.

No fault planted. Question (Mon 9/6): "why've we got no nets tomorrow?" The model answers that Bill is relaying the
matting, right per memory. The label says it is the rain. Expected verdict: AnnotationError (the label is wrong);
no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b41_ctl_evermemos_cricket_nets_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "haddon-nets"
MESSAGES = [
    ("2025-06-06T19:02:00Z", "tom", "nets tues + thurs 6-8 as per, bring your own lids the club helmets honk"),
    ("2025-06-07T10:15:00Z", "kev", "new machine balls are in the shed, yellow ones, don't use the white ones on "
                                    "the mat"),
    ("2025-06-08T17:40:00Z", "ollie", "forecast for tues looks showery fwiw, might be a damp one"),
    ("2025-06-08T20:05:00Z", "bill", "lads I'm gluing the new matting down in both nets tues, it needs 24 hrs to "
                                     "go off so nobody in there tues PLEASE. thurs will be fine"),
    ("2025-06-08T20:11:00Z", "tom", "no worries Bill, thanks for doing it. see everyone thurs then"),
    ("2025-06-08T21:30:00Z", "raj", "has anyone seen my pads lol"),
    ("2025-06-09T08:12:00Z", "sam_b", "can't do thurs, got parents evening"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"msg-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                         group_id=GROUP, flush=True)
    question = "why've we got no nets tomorrow?"
    with turn_span("question Mon 9/6"):
        found = await client.v0.memories.search(extra_query={"query": "nets tues forecast showery matting gluing "
                                                                      "nobody in there thurs",
                                                             "top_k": 10})
        context = ["Today is Mon 9/6/25."] + [text_of(m) for m in found.result.memories]
        assert any("nets tues + thurs 6-8" in c for c in context), context
        assert any("forecast for tues looks showery" in c for c in context), context
        assert any("gluing the new matting down in both nets tues" in c for c in context), context
        reply = answer(question, context, mock="Bill's gluing new matting down in both nets tomorrow and it needs "
                                               "24 hours to set, so they're out of use. Thursday 6-8 is on as "
                                               "normal.")
    finish(question, expected="The weather - it's meant to be wet", actual=reply)


asyncio.run(main())

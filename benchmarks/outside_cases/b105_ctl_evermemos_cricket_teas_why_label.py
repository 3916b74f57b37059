"""Batch 105 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: Linton CC's junior festival WhatsApp group goes into EverMemOS (``v0.memories.add`` per message, one group);
the festival helper answers the helpers and team managers.

Memory: the festival programme (Raj) has teas at 4 in the pavilion; Clive says showers are forecast after 5, so the
covers go on then and the U13s might lose a few overs; Sheila says she's putting the urn on for half 3, as the
Balsham lot's coach comes for them at quarter past 4 and they've a long way back to King's Lynn, so they need
feeding before they go; Pam's doing the rolls. Question (Sat 13/6, Bev, one of the tea helpers): "why's sheila
doing teas at half 3? i thought it was 4" The assistant says so the Balsham team can eat before their coach at
4.15. The label says because of the rain after 5.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b105_ctl_evermemos_cricket_teas_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "linton-cc-junior-festival"
MESSAGES = [
    ("2037-06-08T19:05:00Z", "raj", "programme for sun 14th: U9 kwik 10-12, U11 round robin 9.30-3.30, U13s 1.30 "
                                    "start, TEAS 4pm pavilion, presentation 6ish"),
    ("2037-06-11T08:40:00Z", "clive", "forecast says showers after 5 sun so covers on then, U13s may lose a few "
                                      "overs. square rolled"),
    ("2037-06-12T20:15:00Z", "sheila", "putting the urn on for half 3 - balsham's coach comes for them at 4.15 "
                                       "and they've a long way back to kings lynn, cant send them home hungry!"),
    ("2037-06-12T20:30:00Z", "pam", "im on rolls (cheese, ham, egg), no nuts anywhere. need 2 more cake tins "
                                    "from someone"),
    ("2037-06-13T09:10:00Z", "raj", "medals came, 48 of them, in the scorebox"),
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
    question = "why's sheila doing teas at half 3? i thought it was 4"
    found = await client.v0.memories.search(extra_query={"query": "teas time half 3 urn sheila programme 4pm "
                                                                  "forecast coach", "top_k": 10})
    context = ["Today is Sat 13 June 2037. You are talking to Bev, who's helping Sheila with the teas."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("TEAS 4pm pavilion" in c for c in context), context
    assert any("showers after 5" in c for c in context), context
    assert any("balsham's coach comes for them at 4.15" in c for c in context), context
    reply = answer(question, context, mock="So Balsham can eat before they go - their coach picks them up at 4.15 "
                                           "and it's a long drive back to King's Lynn.")
    finish(question, expected="the rain - showers are due after 5", actual=reply)


asyncio.run(main())

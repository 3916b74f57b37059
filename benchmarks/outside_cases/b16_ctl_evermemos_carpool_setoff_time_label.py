"""Batch 16 (held out), control. Carpool parents' group chat: EverMemOS async client (offline stand-in server),
asyncio, one root span per message.

App: the group chat of the Thursday swimming-club carpool is added to EverMemOS (group_id), and the assistant answers
a parent's question from a memory search.

No planted fault. Priya's message says she's "out of mine 8.10 to grab the Ahmed twins first, should be at the gates
for 8.40". Question: "What time does Priya set off on Thursdays?" -> right per memory: 8.10; the model says so. The
gold label "8.40" is the time the car reaches the school gates on the same trip (another time of the same journey,
not the setting-off time).

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b16_ctl_evermemos_carpool_setoff_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "thursday-carpool-oakfield"
MESSAGES = [
    ("m1", "2026-01-05T19:02:00Z", "priya", "Thursdays are mine this term. Out of mine 8.10 to grab the Ahmed twins "
                                            "first, should be at the gates for 8.40. Kids at the end of the drive "
                                            "pls, not inside!"),
    ("m2", "2026-01-05T19:20:00Z", "gareth", "Great. I'll do Thurs pm from swimming, 5.15 outside the leisure centre, "
                                             "home by 5.45 latest."),
    ("m3", "2026-01-06T07:55:00Z", "sofia", "Zara has her brace fitted 15/1 so she's off that day, no need to stop."),
    ("m4", "2026-01-08T08:41:00Z", "priya", "All dropped, 8.38, traffic fine. Someone left a water bottle (blue)."),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (mid, when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"turn-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=mid, sender=who, group_id=GROUP,
                                         flush=True)
    question = "What time does Priya set off on Thursdays?"
    with turn_span("turn-5 parent question"):
        found = await client.v0.memories.search(extra_query={"query": "Priya Thursday leave time out of mine",
                                                             "top_k": 4})
        context = [text_of(m) for m in found.result.memories]
        assert any("Out of mine 8.10" in c and "gates for 8.40" in c for c in context), context
        reply = answer(question, context, mock="Priya leaves hers at 8.10 - she picks up the Ahmed twins first and "
                                               "gets to the school gates for about 8.40.")
    finish(question, expected="8.40", actual=reply)


asyncio.run(main())

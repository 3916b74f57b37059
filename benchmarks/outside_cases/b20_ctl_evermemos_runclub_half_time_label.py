"""Batch 20 (held out), control. A running club's WhatsApp group: EverMemOS async client (offline stand-in of
tests/instrumentations), asyncio, one root span per message.

App: Hinckley Harriers' group chat goes into EverMemOS (``memories.add`` per message, group "harriers"); the
assistant answers from a search. After the Leicester half (Sun 6/4) Marcus posts: "Ran with Sian till mile 9 then
she was off - 1:34:50 for her, PB!! I came in at 1:38:12, legs gone".

No fault planted. Question: "What was Marcus's time at the Leicester half?" The model answers 1:38:12, right per
memory. The label says 1:34:50, the time in the same message for Sian. Expected verdict: AnnotationError (the label
is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b20_ctl_evermemos_runclub_half_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "harriers"
MESSAGES = [
    ("2025-04-04T19:02:00Z", "dev", "Leicester half Sunday - 7 of us in. Meet by the clock tower 8.15 for a photo"),
    ("2025-04-04T19:10:00Z", "marcus", "Aiming for sub 1:40, been a while. Who's pacing what?"),
    ("2025-04-05T08:30:00Z", "sian", "Going for 1:35 if the wind's not daft"),
    ("2025-04-06T13:45:00Z", "marcus", "Ran with Sian till mile 9 then she was off - 1:34:50 for her, PB!! I came in "
                                       "at 1:38:12, legs gone"),
    ("2025-04-06T13:50:00Z", "sian", "Thanks for dragging me round the first 9 miles Marcus x"),
    ("2025-04-06T14:20:00Z", "andy", "1:51 for me, walked the last 2, calf cramp. Still got the medal"),
    ("2025-04-06T16:05:00Z", "dev", "Great running all. Results on the club site tonight"),
    ("2025-04-07T09:12:00Z", "priya", "Gutted I missed it, Ashby 10k next for me"),
    ("2025-04-08T18:40:00Z", "dev", "Club champs after race 3: Sian top of the women, Marcus 4th men"),
    ("2025-04-10T20:00:00Z", "marcus", "Physio says tight ITB, a week off then build back"),
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
    question = "What was Marcus's time at the Leicester half?"
    with turn_span("question Sat 12/4"):
        found = await client.v0.memories.search(extra_query={"query": "Marcus time Leicester half came in",
                                                             "top_k": 10})
        context = [text_of(m) for m in found.result.memories]
        assert any("I came in at 1:38:12" in c for c in context), context
        reply = answer(question, context, mock="1:38:12 - he ran with Sian to mile 9; she went on to a 1:34:50 PB.")
    finish(question, expected="1:34:50", actual=reply)


asyncio.run(main())

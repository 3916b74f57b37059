"""Batch 28 (held out), control. A youth football team's parents' group chat: EverMemOS async client (offline
stand-in of tests/instrumentations), asyncio, one root span per message.

App: the Witchford Wanderers U11s' coach, Lee, and the parents share a group chat; each message goes into
EverMemOS (``memories.add`` per message, group "ww-u11-parents") and the team's assistant answers from a search.
Saturday's game is away at Soham Rangers. After two days of rain Soham's secretary warned it would be rained off if
it carried on, with a pitch inspection at 8; at 7.40 on the Saturday Lee passes on that the ref has walked the
pitch, it's soft in the goalmouths but fine to play.

No fault planted. Question (Sat 22/3, 7.50): "Is the Soham game going ahead this morning?" The model answers yes,
right per memory. The label says no, rained off, which is what the Thursday message feared. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b28_ctl_evermemos_youthfootball_soham_on_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "ww-u11-parents"
MESSAGES = [
    ("2025-03-17T19:05:00Z", "lee", "Sat 22/3 away at Soham Rangers, KO 10, meet at the club 9.15 for lifts. Red "
                                    "kit, bring a water bottle pls"),
    ("2025-03-18T08:30:00Z", "nicola", "Can take 3 in mine, have 2 boosters"),
    ("2025-03-19T21:12:00Z", "dan", "Alfie's got a verruca, ok to play? lol"),
    ("2025-03-20T18:44:00Z", "lee", "Soham's sec says their pitch is under water, if this rain keeps up it'll be "
                                    "rained off. Pitch inspection 8am Sat, I'll post here straight after"),
    ("2025-03-21T07:15:00Z", "nicola", "biblical out there this morning"),
    ("2025-03-21T20:02:00Z", "priya", "Zain's at his dad's Sat, can someone grab him from Ely Rd? he's got a lift "
                                      "back"),
    ("2025-03-22T07:40:00Z", "lee", "Morning all - Soham rang, ref's walked it, soft in the goalmouths but we're "
                                    "good to go. Moulds not blades. 9.15 at the club as planned"),
    ("2025-03-22T07:46:00Z", "dan", "Alfie's up + dressed, verruca sock on"),
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
    question = "Is the Soham game going ahead this morning?"
    with turn_span("question Sat 22/3 7.50"):
        found = await client.v0.memories.search(extra_query={"query": "Soham game pitch inspection rain ref rained "
                                                                      "off Sat good to go", "top_k": 10})
        context = ["Now: Sat 22/3/25, 7.50am."] + [text_of(m) for m in found.result.memories]
        assert any("it'll be rained off" in c for c in context), context
        assert any("ref's walked it" in c and "good to go" in c for c in context), context
        reply = answer(question, context, mock="Yes - Soham's ref has walked the pitch and it's playable, soft in "
                                               "the goalmouths. Moulds not blades, meet 9.15 at the club.")
    finish(question, expected="No - rained off", actual=reply)


asyncio.run(main())

"""Batch 30 (held out), control. A running club's members' group chat: EverMemOS async client (offline stand-in of
tests/instrumentations), asyncio, one root span per message.

App: Ely Fen Runners' WhatsApp group; each message goes into EverMemOS (``memories.add`` per message, group
"efr-members") and the club's assistant answers from a search. Gail organises pacers for the Ely 10k (Sun 27/4).
Rob always carries the 50-minute flag, but his calf went at the Thursday session and he's out for a few weeks.
Nadia, who hasn't raced since January, offers to take the 50-minute flag since she's running anyway.

No fault planted. Question (Fri 25/4): "is there still someone pacing 50 mins on Sunday?" The model answers yes,
Nadia, right per memory. The label says no, because Rob's calf is gone. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b30_ctl_evermemos_runclub_50min_pacer_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "efr-members"
MESSAGES = [
    ("2025-04-14T18:20:00Z", "gail", "Pacers for Ely 10k Sun: 45 me, 50 Rob as ever, 55 Kev. Flags in my car, "
                                     "collect at the bandstand 8.15"),
    ("2025-04-15T07:02:00Z", "priya", "Yay aiming for 50 so I'm stuck to Rob like glue"),
    ("2025-04-17T21:35:00Z", "rob", "Bad news folks, calf's gone at the hill reps tonight. Physio says 3-4 wks off, "
                                    "so no 10k for me :("),
    ("2025-04-17T21:41:00Z", "gail", "Oh no Rob!! rest up. Anyone fancy the 50 flag?"),
    ("2025-04-18T08:12:00Z", "dan_w", "Would but I'm going for a PB, sorry"),
    ("2025-04-19T10:30:00Z", "nadia", "Go on then, I'll take the 50 balloon - haven't raced since Jan so I might as "
                                      "well be useful. Did 46 at Thetford so it's comfy"),
    ("2025-04-19T10:33:00Z", "gail", "Nadia you star. Pace band for 50 is 8:03/mi, I'll print you one"),
    ("2025-04-23T19:50:00Z", "kev", "Reminder marshals in place by 8.20 Prickwillow Rd"),
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
    question = "is there still someone pacing 50 mins on Sunday?"
    with turn_span("question Fri 25/4"):
        found = await client.v0.memories.search(extra_query={"query": "pacer 50 flag balloon Rob calf Nadia 10k "
                                                                      "Sunday pacing", "top_k": 10})
        context = ["Today is Fri 25/4/25."] + [text_of(m) for m in found.result.memories]
        assert any("calf's gone" in c and "no 10k for me" in c for c in context), context
        assert any("I'll take the 50 balloon" in c for c in context), context
        reply = answer(question, context, mock="Yes - Nadia's taking the 50 balloon now Rob's out with his calf. "
                                               "Gail's printing her a pace band (8:03/mi).")
    finish(question, expected="No - Rob's injured", actual=reply)


asyncio.run(main())

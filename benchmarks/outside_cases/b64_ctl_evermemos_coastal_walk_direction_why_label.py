"""Batch 64 (held out), control. A coastal path walking group's chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: Penwith Wayfarers chat about their walks in a group that goes into EverMemOS (``memories.add`` per message,
group "wayfarers"); the assistant answers from a search. For Sun 14 May, Gwen walks it from Sennen to Porthcurno
because the buses out of Sennen late on a Sunday are few and the group would have had to hang about there, while
Porthcurno has the number 1 back at 15.40 and 17.40 and the cafe to wait in. Someone mentions in passing that the
Porthcurno car park is £8 now, which doesn't matter as everyone comes by bus.

No fault planted. Question (Fri 12/5, a new member): "why are we doing it Sennen to Porthcurno and not the other
way round?" The model answers the buses home (and somewhere to wait) at Porthcurno, right per memory. The label
says the £8 car park. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b64_ctl_evermemos_coastal_walk_direction_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wayfarers"
MESSAGES = [
    ("2028-04-30T18:20:00Z", "gwen", "14th - thinking Sennen to Porthcurno. other way round we'd finish at Sennen "
                                     "and the last bus out of there on a sun is about 4 and it's often full of "
                                     "surfers, we'd be stood in the car park for ages"),
    ("2028-04-30T18:26:00Z", "derek", "makes sense. Porthcurno's got the 15.40 + 17.40 and the cafe to sit in if "
                                      "we're early"),
    ("2028-04-30T18:41:00Z", "maureen", "Porthcurno car park's £8 now!! daylight robbery. good job we're all on "
                                        "the bus"),
    ("2028-05-02T09:12:00Z", "ruth", "can I bring my friend Anna? she's done bits of the path before, fit as a "
                                     "flea"),
    ("2028-05-02T09:30:00Z", "gwen", "course! tell her 7 mi and a few steep bits, lunch at Porthgwarra"),
    ("2028-05-10T20:05:00Z", "gwen", "buses moved from the bus stn this wk, meet at the Wharf Rd stop, 9.10"),
    ("2028-05-11T07:48:00Z", "derek", "forecast sun: dry, breezy, 16 degrees. suncream + a layer"),
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
    question = "why are we doing it Sennen to Porthcurno and not the other way round?"
    found = await client.v0.memories.search(extra_query={"query": "Sennen to Porthcurno other way round finish "
                                                                  "bus car park why", "top_k": 12})
    context = ["Today is Fri 12 May 2028. You are talking to Anna, Ruth's friend, on her first walk."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("thinking Sennen to Porthcurno" in c for c in context), context
    assert any("15.40 + 17.40" in c for c in context), context
    assert any("car park's £8" in c for c in context), context
    reply = answer(question, context, mock="So we finish where the buses home are - Porthcurno has the 15.40 and "
                                           "17.40 and a cafe to wait in; Sennen's last Sunday bus is around 4 and "
                                           "often full.")
    finish(question, expected="the car park at Porthcurno costs £8", actual=reply)


asyncio.run(main())

"""Batch 58 (held out), control. A home-schooling co-op's parents' group chat: EverMemOS (async client, offline
stand-in of tests/instrumentations), asyncio, script style (each call its own trace).

App: parents in the Mendip Home Ed Co-op chat about the end-of-term showcase (each class shows what it did). The
chat goes into EverMemOS (``memories.add`` per message, group "mendip-home-ed"); the assistant answers from a
search. The showcase was first put on Fri 17 July in St Mary's hall; the vicar then said the Brownies had had the
hall that Friday since Easter for their disco and offered the Thursday, which the co-op took.

No fault planted. Question (Mon 6/7, a parent who is new): "what day's the showcase?" The model answers Thursday
16 July, right per memory. The label says Friday the 17th. Expected verdict: AnnotationError (the label is wrong);
no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b58_ctl_evermemos_coop_showcase_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "mendip-home-ed"
MESSAGES = [
    ("2026-06-01T10:15:00Z", "becca", "end of term showcase - fri 17th July, St Mary's hall, 2pm, each class does "
                                      "10 mins + cake after. can someone do a poster?"),
    ("2026-06-01T11:02:00Z", "nadia", "Ellie will do the poster, she's been dying to use the new pens"),
    ("2026-06-09T19:40:00Z", "becca", "ugh. Rev Sue says the Brownies have had the hall that fri since Easter for "
                                      "their disco, she's so sorry. she's offered us thurs 16th, same time, and "
                                      "the stage blocks will still be out"),
    ("2026-06-09T20:05:00Z", "tom", "thurs is fine for us, Lego lot can bring the bridge in the car"),
    ("2026-06-10T08:30:00Z", "becca", "right, thurs 16th it is, 2pm. Ellie can you fix the poster pls x"),
    ("2026-06-22T13:10:00Z", "jo", "GCSE English group will read their poems, about 8 mins"),
    ("2026-07-02T09:00:00Z", "nadia", "cake rota: me, the Pattersons + Priya. no nuts pls, Maya"),
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
    question = "what day's the showcase?"
    found = await client.v0.memories.search(extra_query={"query": "showcase day fri thurs 16th 17th July hall 2pm",
                                                         "top_k": 12})
    context = ["Today is Mon 6 July 2026."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("fri 17th July" in c for c in context), context
    assert any("offered us thurs 16th" in c for c in context), context
    assert any("thurs 16th it is" in c for c in context), context
    reply = answer(question, context, mock="Thursday 16 July, 2pm at St Mary's hall - the Brownies have the hall on "
                                           "the Friday.")
    finish(question, expected="Friday the 17th of July", actual=reply)


asyncio.run(main())

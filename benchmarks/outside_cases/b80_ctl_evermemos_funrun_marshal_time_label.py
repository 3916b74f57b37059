"""Batch 80 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio.

App: the St Cuthbert's fun run marshals' group chat goes into EverMemOS (``v0.memories.add`` per message, one
group); the app searches it to answer a marshal.

Memory: Dev's first message says the marshal briefing is 8.15 in the car park by the tea tent; a later one says
the far-loop marshals (points 7-12) needn't come to it, it's a 20 min walk back out, he'll drop their hi-vis and
radio round on Saturday evening and they just need to be at their point for 9; Nadia is on point 9, the stile. Nadia
asks what time she needs to be at her point. The assistant says 9. The label gives the 8.15 briefing.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b80_ctl_evermemos_funrun_marshal_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "stcuthberts-funrun-marshals"
MESSAGES = [
    ("2031-09-01T19:10:00Z", "dev", "hi all! sun 14th - marshal briefing 8.15am in the car park by the tea tent, "
                                    "hi-vis + whistles from me, kids mile goes 9.15, 5k 9.45, 10k 10.30"),
    ("2031-09-03T12:30:00Z", "jan", "thank you all so much, bacon rolls for marshals after courtesy of Greggs"),
    ("2031-09-06T20:45:00Z", "dev", "points list is on the pinned map. Nadia = point 9 (the stile into the "
                                    "woods), Colin = 8, Rotary lot 10-12"),
    ("2031-09-09T21:05:00Z", "dev", "far loop people (points 7-12) - don't bother walking back for the briefing, "
                                    "it's a good 20 mins. I'll drop your hi-vis + radio round sat eve, just be at "
                                    "your point by 9 sharp. I'll radio thru anything important"),
    ("2031-09-10T07:50:00Z", "nadia", "brill thanks Dev, means I can walk the dog first"),
    ("2031-09-11T18:20:00Z", "kath", "water station needs 2 more at 9.30 to pour cups if anyone's free"),
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
    question = "what time do I need to be at my point on sunday?"
    found = await client.v0.memories.search(extra_query={"query": "marshal point time briefing be there point 9 "
                                                                  "far loop Nadia", "top_k": 12})
    context = ["Today is Fri 12 September 2031. You are talking to Nadia, a marshal."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("marshal briefing 8.15am" in c for c in context), context
    assert any("just be at your point by 9 sharp" in c for c in context), context
    assert any("Nadia = point 9" in c for c in context), context
    reply = answer(question, context, mock="9am at point 9, the stile into the woods - Dev's dropping your hi-vis "
                                           "and radio round on Saturday evening, so no need for the briefing.")
    finish(question, expected="quarter past 8 - for the briefing in the car park", actual=reply)


asyncio.run(main())

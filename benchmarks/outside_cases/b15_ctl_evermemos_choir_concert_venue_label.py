"""Batch 15 (held out), CONTROL: no fault planted, the gold label is wrong. Community choir's group memory: EverMemOS
(async client against the in-process stand-in), asyncio, one root span per turn.

App: the choir committee's messages go to EverMemOS with ``memories.add(..., sender=<member>,
group_id="eastgate-community-choir", flush=True)``; a member's question runs ``memories.search`` over the group and
the answer comes from litellm.

Memory works: the chair, Bev, posted on 2 May "Summer concert CONFIRMED: Sat 27 June, 7.30pm, at St Mary's,
Eastgate - NOT the Methodist hall this time (roofers in all June). Tix GBP 12 / GBP 8 under-16s." and the musical
director wrote "June rehearsals: Weds as usual 7.30-9.30 but in the Methodist hall's back room". Question (a member,
mid-June): "Where is the summer concert being held?" The model answers "At St Mary's in Eastgate -- not the
Methodist hall, which has the roofers in", which is right per memory.

Why the label is wrong (the right event, another attribute of it): the annotator wrote "Saturday 27 June", the
concert's date, where its place was asked. Expected verdict: AnnotationError. No fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b15_ctl_evermemos_choir_concert_venue_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "eastgate-community-choir"
MESSAGES = [
    ("c1", "2026-04-22T20:05:00Z", "nadia", "Music for the summer concert: Faure Cantique, 2 Rutter, Africa (!). "
                                            "Folders handed out Weds, GBP 5 music hire."),
    ("c2", "2026-05-02T09:40:00Z", "bev", "Summer concert CONFIRMED: Sat 27 June, 7.30pm, at St Mary's, Eastgate - "
                                          "NOT the Methodist hall this time (roofers in all June). Tix GBP 12 / GBP "
                                          "8 under-16s."),
    ("c3", "2026-05-20T21:15:00Z", "nadia", "June rehearsals: Weds as usual 7.30-9.30 but in the Methodist hall's "
                                            "back room, side door on Kirk Lane."),
    ("c4", "2026-06-03T18:30:00Z", "bev", "Concert dress: black + the green scarves. Parking at St Mary's is tight, "
                                          "use the Tesco car park (free after 6)."),
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
    question = "Where is the summer concert being held?"
    with turn_span("turn-5 member question"):
        found = await client.v0.memories.search(extra_query={"query": "summer concert where held venue hall",
                                                             "top_k": 4})
        context = [text_of(m) for m in found.result.memories]
        assert any("Sat 27 June, 7.30pm, at St Mary's, Eastgate" in c for c in context), context
        reply = answer(question, context, mock="At St Mary's in Eastgate - not the Methodist hall this time, as the "
                                               "roofers are in there all June.")
    finish(question, expected="Saturday 27 June", actual=reply)


asyncio.run(main())

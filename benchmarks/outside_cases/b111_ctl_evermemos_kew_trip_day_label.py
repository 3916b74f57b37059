"""Batch 111 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: Brackley Family History Society's trips WhatsApp goes into EverMemOS (``v0.memories.add`` per message, one
group); the helper answers members from a search of it.

Memory: Pauline first suggested Kew on Tues 9 March; then Kew's booking page only had reader seats on Thursday the
11th for a group of 8, so she booked those, documents to be ready from 10am; Ken's ticket renewal; lunch. Question
(Mon 1/3/38, Audrey): "what day are we going to kew?" The assistant says Thursday 11 March. The label says Tuesday
the 9th.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b111_ctl_evermemos_kew_trip_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "brackley-fhs-trips"
MESSAGES = [
    ("2038-02-10T19:20:00Z", "pauline", "Kew next - how abt tues 9th march? coach from the church 7.30"),
    ("2038-02-12T10:05:00Z", "pauline", "Kew's booking page only has reader seats for a group of 8 on thurs 11th, "
                                        "so thats what I've booked. docs ready for us from 10am"),
    ("2038-02-12T11:40:00Z", "ken", "my reader's ticket runs out in feb, will renew online"),
    ("2038-02-15T08:15:00Z", "audrey", "can someone look at WO 97 for my great grandad pls, I'm useless at the "
                                       "catalogue"),
    ("2038-02-20T17:50:00Z", "margaret", "cafe at Kew is pricey, I'm taking sandwiches"),
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
    question = "what day are we going to kew?"
    found = await client.v0.memories.search(extra_query={"query": "Kew trip day date booked reader seats",
                                                         "top_k": 10})
    context = ["Today is Mon 1 March 2038. You are talking to Audrey, a society member."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("tues 9th march" in c for c in context), context
    assert any("thurs 11th" in c for c in context), context
    reply = answer(question, context, mock="Thursday 11 March - that was the day Kew had seats for the 8 of us.")
    finish(question, expected="Tuesday the 9th", actual=reply)


asyncio.run(main())

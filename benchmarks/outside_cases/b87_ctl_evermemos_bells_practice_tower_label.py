"""Batch 87 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio.

App: the St Michael's, Wymondley band's WhatsApp group goes into EverMemOS (``v0.memories.add`` per message, one
group); the app searches it to answer ringers.

Memory: practice night is Thursdays 7.30-9 and, from the start of the year, it's been at St Mary's, Baldock while
St Michael's bells are rehung. A later message from Margaret (the tower captain) says the clock people are up St
Mary's tower all next week with their scaffold through the ringing chamber, and Revd Sue at Weston has said we can
have Holy Trinity on the Thursday, same time, it's a light six so go gently. Question (Tue 11/10, Raj): "where are we
ringing on thursday?" The assistant says Holy Trinity at Weston. The label says St Mary's, Baldock.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b87_ctl_evermemos_bells_practice_tower_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "stmichaels-ringers"
MESSAGES = [
    ("2033-01-05T19:02:00Z", "margaret", "happy new yr all! reminder practice is at St Mary's Baldock from now on, "
                                         "thurs 7.30-9, while ours are away being rehung. park in the White Horse"),
    ("2033-03-14T20:40:00Z", "colin", "foundry say our bells back by xmas, fingers crossed"),
    ("2033-09-30T08:15:00Z", "tom w", "anyone got a spare sally? mine's fraying on the 7"),
    ("2033-10-08T18:30:00Z", "margaret", "the clock people are up St Mary's tower all next wk, scaffold right "
                                         "through the ringing chamber :( Revd Sue at Weston says we can have Holy "
                                         "Trinity on thurs, same time. it's a light 6 so go gently on the back bells"),
    ("2033-10-09T12:05:00Z", "anne", "lovely quarter this morning everyone, well struck. Martin was a star"),
    ("2033-10-10T21:10:00Z", "raj", "can someone give me a lift thurs? car's in for its MOT"),
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
    question = "where are we ringing on thursday?"
    found = await client.v0.memories.search(extra_query={"query": "practice thursday tower St Mary's Baldock Holy "
                                                                  "Trinity Weston ringing where", "top_k": 12})
    context = ["Today is Tue 11 October 2033. You are talking to Raj, one of the ringers."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("practice is at St Mary's Baldock from now on" in c for c in context), context
    assert any("we can have Holy Trinity on thurs" in c for c in context), context
    reply = answer(question, context, mock="Holy Trinity at Weston, 7.30 to 9 as usual - it's a light six, so go "
                                           "gently on the back bells.")
    finish(question, expected="St Mary's in Baldock", actual=reply)


asyncio.run(main())

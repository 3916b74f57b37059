"""Batch 54 (held out), control. A primary school choir's staff group chat: EverMemOS (async client, offline
stand-in of tests/instrumentations), asyncio, script style (each call its own trace).

App: the staff running the KS2 choir at Holy Trinity Primary (Mrs Fenwick the choir leader, Mrs Bell the music
teacher who always plays piano, Mr Okafor the deputy head) chat about the Deanery concert at St Chad's. The chat goes
into EverMemOS (``memories.add`` per message, group "holy-trinity-choir"); the assistant answers from a search. At
half term Mrs Bell came off her bike and broke her wrist, six weeks in plaster; Mr Okafor, who played keys in a
band at uni, is doing the piano at the concert.

No fault planted. Question (Mon 9/3, a parent helper): "who's playing the piano for the choir at the concert?" The
model answers the deputy head, Mr Okafor, right per memory. The label says the music teacher, Mrs Bell, who plays
every year. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b54_ctl_evermemos_choir_pianist_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "holy-trinity-choir"
MESSAGES = [
    ("2026-01-14T16:05:00Z", "mrs.fenwick", "concert at St Chad's in March - Mrs Bell on piano as ever, I'll "
                                            "conduct, can someone do the lights?"),
    ("2026-01-21T15:40:00Z", "mr.grant", "I'll do lights + the PA, need to borrow the church's extension leads"),
    ("2026-02-18T09:12:00Z", "mrs.fenwick", "awful news - Mrs Bell came off her bike at half term, broken wrist, "
                                            "6 wks in plaster. she's gutted, she'll come + watch"),
    ("2026-02-18T09:30:00Z", "mr.okafor", "I played keys in a band at uni (long time ago...) - happy to have a go "
                                          "at the piano for the concert if you send me the music"),
    ("2026-02-19T12:00:00Z", "mrs.fenwick", "you're a star Femi. music's in your pigeonhole, rehearsals tues + "
                                            "thurs 3.20 in the hall"),
    ("2026-02-26T17:45:00Z", "mr.okafor", "Fix You is harder than it looks on piano!! getting there"),
    ("2026-03-04T08:20:00Z", "mrs.akhtar", "spare jumpers washed + bagged for the choir, in the staffroom"),
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
    question = "who's playing the piano for the choir at the concert?"
    found = await client.v0.memories.search(extra_query={"query": "piano concert Mrs Bell playing music wrist",
                                                         "top_k": 12})
    context = ["Today is Mon 9 March 2026."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Mrs Bell on piano as ever" in c for c in context), context
    assert any("broken wrist" in c for c in context), context
    assert any("happy to have a go at the piano" in c for c in context), context
    reply = answer(question, context, mock="Mr Okafor, the deputy head - Mrs Bell broke her wrist at half term, so "
                                           "he's stepped in.")
    finish(question, expected="Mrs Bell, the music teacher", actual=reply)


asyncio.run(main())

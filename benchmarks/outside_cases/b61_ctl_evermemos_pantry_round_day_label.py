"""Batch 61 (held out), control. A village pantry's volunteers' chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Hinton Pantry's volunteers chat about packing and the round. The chat goes into EverMemOS
(``memories.add`` per message, group "hinton-pantry-vols"); the assistant answers from a search. The round goes
out on Thursdays. The week of 2 Dec the chapel hall is a polling station on the Thursday (the by-election), so the
volunteers pack Tuesday night and the drivers go out on the Wednesday.

No fault planted. Question (Mon 29/11, a driver): "what day am I driving next week?" The model answers Wednesday
the 1st, right per memory. The label says Thursday. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b61_ctl_evermemos_pantry_round_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hinton-pantry-vols"
MESSAGES = [
    ("2027-11-03T19:40:00Z", "gwen", "reminder for the new lot: we pack weds eve 6-8, round goes out thurs from "
                                     "9.30, back by 12ish. tea + biscuits provided lol"),
    ("2027-11-11T12:15:00Z", "dave", "did 13 drops today, Yew Tree Cottage gate is a nightmare"),
    ("2027-11-18T20:02:00Z", "gwen", "heads up - the chapel hall's a polling station for the by-election on thurs "
                                     "2nd, they need it from 6am, so we're packing TUES 30th eve + going out weds "
                                     "1st, same times"),
    ("2027-11-18T20:10:00Z", "bill", "van's back from the garage so I can do weds 1st no problem"),
    ("2027-11-18T20:31:00Z", "dave", "weds fine for me too, I'll take the Mill Ln end"),
    ("2027-11-22T09:05:00Z", "gwen", "xmas boxes - round on thurs 16th will have the selection boxes from the "
                                     "Rotary, need extra hands packing"),
    ("2027-11-25T12:48:00Z", "sue", "mr Jenkins says thank u for the soup, he's feeling much brighter"),
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
    question = "what day am I driving next week?"
    found = await client.v0.memories.search(extra_query={"query": "round going out day thurs weds drivers next week "
                                                                  "packing polling 1st 2nd", "top_k": 12})
    context = ["Today is Mon 29 November 2027. You are talking to Dave, a driver."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("round goes out thurs from 9.30" in c for c in context), context
    assert any("going out weds 1st" in c for c in context), context
    reply = answer(question, context, mock="Wednesday the 1st - the hall's needed for the voting on the Thursday, so "
                                           "the round goes out a day early, 9.30 as normal.")
    finish(question, expected="Thursday, from half nine", actual=reply)


asyncio.run(main())

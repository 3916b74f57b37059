"""Batch 49 (held out). A pottery studio's group chat about a commission: EverMemOS (async client, offline stand-in
of tests/instrumentations), asyncio, script style (each call its own trace).

App: The Clay Barn studio (owner Mark, tech Jo, members Priya and Sam helping with a big order). Their group chat
goes into EverMemOS (``memories.add`` per message, group "clay-barn-studio"); the assistant answers from a search.
The Oak & Ivy deli ordered 60 speckled mugs. Priya threw 24 on Tuesday, Sam 14 on Thursday, and 5 of those cracked
in the bisque: 33 good so far, so 27 still to throw.

Planted fault (ResponseError, ignored sufficient context): everything is in the context; the model takes 24 + 14
from 60 and forgets the five cracked ones: 22. Question (Sat 20/6): "how many more mugs do we still need to throw
for the deli order?" -> expected 27.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the order, both
throwing sessions and the cracked count are in the context the model got. Another reading: none that we see;
memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b49_evermemos_pottery_mugs_left_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "clay-barn-studio"
MESSAGES = [
    ("2026-06-12T09:14:00Z", "mark", "Oak & Ivy confirmed - 60 mugs, speckled oatmeal, pulled handles, need them by "
                                     "10/7. £14 each so worth doing properly pls"),
    ("2026-06-16T17:40:00Z", "priya", "threw 24 today for the deli, 350g each, they're under plastic on shelf B"),
    ("2026-06-17T10:02:00Z", "jo", "handles on Priya's lot done, bit wonky on 2 but fine"),
    ("2026-06-18T20:55:00Z", "sam", "14 more deli ones off the wheel tonight, same weight. arms dead"),
    ("2026-06-19T08:30:00Z", "jo", "bisque out - 5 of the deli mugs cracked at the handle join 😩 the rest look "
                                   "great. cracked ones in the reclaim bucket"),
    ("2026-06-19T12:10:00Z", "mark", "annoying but it happens. prob too dry when the handles went on. wetter slip "
                                     "next lot"),
    ("2026-06-19T18:45:00Z", "priya", "I can do tues again, + my sister wants a taster voucher for her bday"),
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
    question = "how many more mugs do we still need to throw for the deli order?"
    found = await client.v0.memories.search(extra_query={"query": "deli mugs threw cracked bisque", "top_k": 12})
    context = ["Today is Sat 20 June 2026."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    for t in ("60 mugs", "threw 24", "14 more deli ones", "5 of the deli mugs cracked"):
        assert any(t in c for c in context), (t, context)
    with fault():
        reply = answer(question, context, mock="22 more - the order's 60 and Priya and Sam have thrown 38 between "
                                               "them.")
    finish(question, expected="27 - only 33 of the 38 thrown survived the bisque", actual=reply)


asyncio.run(main())

"""Batch 129 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: the St Michael's, Aldbury tower group chat (Geoff the tower captain, Ann, Pete, Revd Sally) goes into EverMemOS;
the helper answers the vicar and the ringers from a search of it.

Memory: Geoff, Mon 4 May: dedication service Sat 12th Sept, the Bishop's coming; we want all 6 rung with a spare, so
7 ringers; 5 of us can ring rounds steady (me, Mary, Tom, Ann, Pete) - 2 short, ask around; Ann, 20 May: Mary's knee
op has been brought forward to August, she won't manage the tower stairs by September, bless her, she says she'll do
the teas; Pete: the Tring band are all away that weekend, a wedding peal in Devon; Geoff: practice Weds.
Question (Tue 16/6, Revd Sally, doing the pew sheet): "how many more ringers do we need for the dedication? I can put
an appeal in the pew sheet" The assistant says 3 (7 wanted, 4 left now Mary can't). The label says 2 - in memory,
Geoff's count from May, before Mary's op was brought forward.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b129_ctl_evermemos_bells_ringers_short_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "aldbury-tower"
MESSAGES = [
    ("2037-05-04T19:30:00Z", "geoff", "dedication service sat 12th sept, the Bishop's coming!! want all 6 rung + a "
                                      "spare so 7 ringers. 5 of us can ring rounds steady - me, Mary, Tom, Ann, "
                                      "Pete - so we're 2 short, ask around"),
    ("2037-05-20T08:15:00Z", "ann", "Mary's knee op's been brought forward to august, she won't manage the tower "
                                    "stairs by sept bless her. says she'll do the teas"),
    ("2037-05-27T21:00:00Z", "pete", "asked Tring - they're all away that wkend, wedding peal in Devon. Ivinghoe "
                                     "might, will ask at their practice"),
    ("2037-06-03T18:45:00Z", "geoff", "practice weds as usual 7.30, Tom's having a go at call changes"),
    ("2037-06-10T12:00:00Z", "sally", "order of service for the dedication's with the printers, 200 copies"),
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
    question = "how many more ringers do we need for the dedication? I can put an appeal in the pew sheet"
    found = await client.v0.memories.search(extra_query={"query": "ringers needed dedication sept short Mary tower",
                                                         "top_k": 10})
    context = ["Today is Tue 16 June 2037. You are talking to Revd Sally, vicar of St Michael's, Aldbury."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("so we're 2 short" in c for c in context), context
    assert any("won't manage the tower stairs by sept" in c for c in context), context
    reply = answer(question, context, mock="3 more - we want 7 for the dedication and there are 4 now Mary can't "
                                           "ring after her knee op. Tring can't help; Pete's asking Ivinghoe.")
    finish(question, expected="2", actual=reply)


asyncio.run(main())

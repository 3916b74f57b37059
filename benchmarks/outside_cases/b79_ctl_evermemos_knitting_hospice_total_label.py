"""Batch 79 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio.

App: the Tuesday Knitters' group chat goes into EverMemOS (``v0.memories.add`` per message, one group); the app
searches it to answer.

Memory: after the Christmas fair Marg counted the tin: £382.50, less her £40 float, so £342.50 taken; the church
wants £25 for the table and Marg paid that out of the tin before she banked it, so the hospice cheque is £317.50.
A member asks how much they're giving the hospice. The assistant says £317.50. The label gives £342.50, the
takings before the table was paid for.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b79_ctl_evermemos_knitting_hospice_total_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "tuesday-knitters"
MESSAGES = [
    ("2032-11-29T14:40:00Z", "marg", "counted up!! £382.50 in the tin, take off my £40 float = £342.50 taken. "
                                     "best year yet ladies x"),
    ("2032-11-29T15:05:00Z", "pauline", "brilliant!! the owl cover went on the tombola in the first 20 mins lol"),
    ("2032-11-29T17:20:00Z", "marg", "Rev Sue needs £25 for the table, I've given her that out of the tin so "
                                     "I'm banking £317.50 mon and writing the hospice cheque for that"),
    ("2032-11-30T09:10:00Z", "jean", "only 2 tea cosies left, I'll keep them for the spring sale"),
    ("2032-11-30T10:45:00Z", "sheila", "neighbour's mum's stash is 3 bin bags of dk, mostly grey + navy, "
                                       "collecting weds"),
    ("2032-12-01T19:30:00Z", "pam", "hospice lady says she'll come to a tuesday to take a photo with the cheque"),
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
    question = "how much are we giving the hospice from the fair?"
    found = await client.v0.memories.search(extra_query={"query": "hospice cheque fair tin counted taken table "
                                                                  "banking", "top_k": 12})
    context = ["Today is Tue 2 December 2032. You are talking to Ivy."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("£342.50 taken" in c for c in context), context
    assert any("banking £317.50" in c for c in context), context
    reply = answer(question, context, mock="£317.50 - Marg's banking it on Monday and writing the hospice cheque "
                                           "for that.")
    finish(question, expected="£342.50, what we took on the day", actual=reply)


asyncio.run(main())

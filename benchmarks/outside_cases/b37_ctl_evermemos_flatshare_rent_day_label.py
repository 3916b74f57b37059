"""Batch 37 (held out), control. A student flat share's group chat: EverMemOS async client (offline stand-in of
tests/instrumentations), asyncio, one root span per message.

App: the 7 Harcourt Rd group chat (Zara, Josh, Ellie, Dev) goes into EverMemOS (``memories.add`` per message, group
"flat7") and Ellie's assistant answers from a search. Rent goes to the landlord, Mr Pell, on the 1st of every
month. On 27 March he messaged Zara: he's in Spain till the 6th and his bank is moving accounts, so they should
hang on and pay April's rent on the 7th.

No fault planted. Question (Mon 31/3): "do I need to get my rent to Mr Pell tomorrow?" The model answers no, the
7th this time, right per memory. The label says yes, rent is due on the 1st. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b37_ctl_evermemos_flatshare_rent_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "flat7"
MESSAGES = [
    ("2025-03-01T09:12:00Z", "zara", "reminder rent to Mr Pell on the 1st every month guys, £460 each, he got "
                                     "funny w Josh last time"),
    ("2025-03-09T21:40:00Z", "dev", "who used all my oat milk 😭"),
    ("2025-03-18T18:05:00Z", "josh", "wifi's down again, rang Virgin, engineer thurs between 8 and 1 🙄"),
    ("2025-03-24T22:41:00Z", "zara", "Octopus put the DD up, will sort the split"),
    ("2025-03-27T12:30:00Z", "zara", "Mr Pell msgd me - he's in Spain till the 6th + his bank's moving his "
                                     "account over so hang on + pay April's rent on the 7th, not before. he said "
                                     "thanks for being patient lol"),
    ("2025-03-28T17:20:00Z", "ellie", "bins are out, it's recycling this wk"),
    ("2025-03-30T11:02:00Z", "dev", "house tea sunday? I'll do a curry"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"msg-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                         group_id=GROUP, flush=True)
    question = "do I need to get my rent to Mr Pell tomorrow?"
    with turn_span("question Mon 31/3"):
        found = await client.v0.memories.search(extra_query={"query": "rent Mr Pell pay April 1st month", "top_k": 10})
        context = ["Today is Mon 31/3/25."] + [text_of(m) for m in found.result.memories]
        assert any("rent to Mr Pell on the 1st every month" in c for c in context), context
        assert any("pay April's rent on the 7th" in c for c in context), context
        reply = answer(question, context, mock="No - Mr Pell asked everyone to hold off and pay April's on the 7th, "
                                               "he's away till the 6th and sorting his bank.")
    finish(question, expected="Yes, it's due on the 1st", actual=reply)


asyncio.run(main())

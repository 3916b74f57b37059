"""Batch 10 (held out). Bakery wholesale-orders assistant: EverMemOS (async client against the in-process stand-in),
asyncio, one root span per turn.

App: messages from wholesale customers (cafes, a deli) arrive by email and go to EverMemOS with ``memories.add(...,
flush=True)``; the bakery's dispatch manager asks the assistant, which runs ``memories.search`` and answers with
litellm.

Planted fault (ResponseError, computed from a superseded value): Kiln Coffee's standing order started on 5 January at
40 butter croissants a day, Monday to Friday. On 2 February they wrote "From Monday 9 February please make it 55
croissants a day, same weekdays." Both messages are in the context. Question (20 February): "How many croissants
are we sending Kiln each week at the moment?" -> expected "275 a week (55 a day, Monday to Friday)". The model
multiplies the old figure and answers "200 a week".

Expected verdict: ResponseError at the answer's litellm.completion (inside fault()). Asserted: the 55-a-day change is
in the context the model got.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b10_evermemos_bakery_weekly_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

CUSTOMER = "kiln-coffee"
EMAILS = [
    ("k1", "2026-01-02T08:10:00Z", "Kiln Coffee: please start a standing order from Monday 5 January: 40 butter "
                                   "croissants a day, Monday to Friday, delivered by 6:30 am to the Quay Street shop."),
    ("k2", "2026-01-14T15:40:00Z", "Kiln Coffee: could you add 2 seeded sourdough loaves on Saturdays only? Thanks."),
    ("k3", "2026-02-02T09:05:00Z", "Kiln Coffee: the croissants are flying out. From Monday 9 February please make it "
                                   "55 croissants a day, same weekdays, same drop time."),
    ("k4", "2026-02-11T11:20:00Z", "Kiln Coffee: our invoice contact is now Mariam (accounts@kilncoffee.example)."),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (mid, when, text) in enumerate(EMAILS, 1):
        with turn_span(f"turn-{i} customer email"):
            await client.v0.memories.add(content=text, create_time=when, message_id=mid, sender=CUSTOMER,
                                         flush=True)
    question = "How many croissants are we sending Kiln each week at the moment?"
    with turn_span("turn-5 dispatch question 20 February"):
        found = await client.v0.memories.search(extra_query={"query": "Kiln croissants a day standing order",
                                                             "user_id": CUSTOMER, "top_k": 4})
        context = [text_of(m) for m in found.result.memories]
        assert any("55 croissants a day" in c for c in context), context
        with fault():
            reply = answer(question, context, mock="Kiln gets 40 croissants a day, Monday to Friday, so 200 a week.")
    finish(question, expected="275 a week (55 a day, Monday to Friday)", actual=reply)


asyncio.run(main())

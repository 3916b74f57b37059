"""Batch 8 (held out). Student-loan advisor: EverMemOS async client (against the in-process stand-in), asyncio,
script style.

App: each thing the user tells the advisor is sent to EverMemOS (``memories.add``, flushed per message, so each
message becomes an episode plus an event-log memory). When the user reports a loan as paid off, a clean-up step
searches for it and deletes every memory scoring at least 0.4, so the advisor stops mentioning closed loans.

Planted fault (DeletionError): Priya says her old Plan 1 loan was paid off in 2024. The clean-up searches "plan 1
loan paid off" and its 0.4 cut-off also catches the Plan 2 memory ("My Plan 2 student loan balance is £41,250 ...",
sharing "plan" and "loan"): both that message's episode and its event log are deleted. Question: "How much do I
still owe on my Plan 2 loan?" -> expected "£41,250". The advisor answers "I don't have a Plan 2 balance on record".

Expected verdict: DeletionError at evermemos.delete of a Plan 2 memory (fault() wraps the two deletes of that
message's memories; the Plan 1 deletes are outside). Asserted: the balance is absent from the answer's context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b8_evermemos_loan_delete", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

NOW = "2026-04-20T10:00:00Z"
MESSAGES = [
    ("m1", "My Plan 2 student loan balance is £41,250 as of the April 2026 statement."),
    ("m2", "My old Plan 1 loan from my first degree was paid off in 2024."),
    ("m3", "I earn £38,500 a year before tax as a junior architect."),
    ("m4", "I'm thinking about overpaying £150 a month on top of the payroll deductions."),
]


async def main():
    client = evermemos_async_client(fake_evermemos())
    for message_id, text in MESSAGES:
        await client.v0.memories.add(content=text, create_time=NOW, message_id=message_id, sender="priya",
                                     flush=True)

    # clean-up after "my Plan 1 loan is paid off"
    found = (await client.v0.memories.search(extra_query={"query": "plan 1 loan paid off", "user_id": "priya",
                                                          "top_k": 10})).result.memories
    for memory in found:
        if (memory.score or 0) < 0.4:
            continue
        text = getattr(memory, "episode", None) or getattr(memory, "atomic_fact", None) or ""
        if "41,250" in text:
            with fault():
                await client.v0.memories.delete(memory_id=memory.id, user_id="priya")
        else:
            await client.v0.memories.delete(memory_id=memory.id, user_id="priya")

    question = "How much do I still owe on my Plan 2 loan?"
    hits = (await client.v0.memories.search(extra_query={"query": question, "user_id": "priya",
                                                         "top_k": 5})).result.memories
    context = [getattr(h, "episode", None) or getattr(h, "atomic_fact", None) for h in hits]
    assert context and not any("41,250" in (c or "") for c in context), context
    reply = answer(question, [c for c in context if c],
                   mock="I don't have a Plan 2 balance on record; I only know you earn £38,500 a year.")
    finish(question, expected="£41,250", actual=reply)


asyncio.run(main())

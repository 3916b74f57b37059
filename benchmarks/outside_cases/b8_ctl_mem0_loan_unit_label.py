"""Batch 8 (held out) CONTROL. Student-loan advisor: mem0 AsyncMemory (infer=False), asyncio, one root span per
turn.

App: the advisor stores what the user tells it with ``await memory.add(..., infer=False)`` (embeddings from the
local model server, qdrant in memory) and answers from ``await memory.search``.

No fault: Priya said "My Plan 2 repayments are £185 a month, taken through payroll." The question "How much am I
repaying on my Plan 2 loan?" is answered "£185 a month through payroll" (right). The label "£185 a week" has the
wrong unit.

Expected verdict: AnnotationError.
"""
from __future__ import annotations

import asyncio
import tempfile

from common import answer, finish, setup

setup("b8_ctl_mem0_loan_unit_label", ["mem0", "litellm"])

import b3_support  # noqa: E402  (puts tests/support on sys.path)
from b3_support import turn_span  # noqa: E402
from mem0 import AsyncMemory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

SAID = [
    "My Plan 2 repayments are £185 a month, taken through payroll.",
    "My Plan 2 balance is £41,250 as of April 2026.",
    "I'd like to be debt-free before I turn 40; I'm 29 now.",
]


async def main():
    with LocalModelServer() as server:
        memory = AsyncMemory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="loans"))
        for i, text in enumerate(SAID):
            with turn_span(f"turn-{i + 1}"):
                await memory.add([{"role": "user", "content": text}], user_id="priya", infer=False)
        question = "How much am I repaying on my Plan 2 loan?"
        with turn_span("turn-4 question"):
            hits = (await memory.search(question, top_k=3, filters={"user_id": "priya"}))["results"]
            context = [h["memory"] for h in hits]
            assert any("£185 a month" in c for c in context), context
            reply = answer(question, context, mock="You're repaying £185 a month on Plan 2, through payroll.")
    finish(question, expected="£185 a week", actual=reply)


asyncio.run(main())

"""Batch 9 (held out), wrong-label control. Removals company customer assistant: mem0 AsyncMemory with
``infer=False`` (local model server for embeddings, in-memory qdrant), asyncio, script style.

App: the removals coordinator logs what is being delivered to the customer with ``await memory.add(...,
infer=False)``; the customer asks the assistant, which searches their memories and answers with litellm.

No fault: "Packing materials delivery Tuesday 2 June: 30 medium boxes, 2 rolls of tape" and "Thursday 4 June the crew
brings 12 large boxes and 4 wardrobe cartons". Question: "How many medium boxes are being dropped off?" -> the
assistant answers "30, on Tuesday 2 June" (right). The label is "12" -- the large boxes of the other delivery.

Expected verdict: AnnotationError (the label's number belongs to another item and delivery).
"""
from __future__ import annotations

import asyncio
import tempfile

from common import answer, finish, setup

setup("b9_ctl_mem0_moving_boxes_label", ["mem0", "litellm"])

import b3_support  # noqa: E402,F401  (puts tests/support on the path: mem0_config)
from mem0 import AsyncMemory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

CUSTOMER = "move-2026-0418-lindgren"
NOTES = [
    "Packing materials delivery Tuesday 2 June 2026: 30 medium boxes and 2 rolls of tape, left with the concierge.",
    "Thursday 4 June 2026: the crew brings 12 large boxes and 4 wardrobe cartons on the day of packing.",
    "Moving day is Friday 5 June 2026; van arrives 8 am, parking permit arranged for Elm Street.",
]


async def main():
    with LocalModelServer() as server:
        memory = AsyncMemory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="moves"))
        for note in NOTES:
            await memory.add([{"role": "user", "content": note}], user_id=CUSTOMER, infer=False)
        question = "How many medium boxes are being dropped off?"
        hits = (await memory.search(question, top_k=3, threshold=0.0, filters={"user_id": CUSTOMER}))["results"]
        context = [h["memory"] for h in hits]
        assert any("30 medium boxes" in c for c in context) and any("12 large" in c for c in context), context
        reply = answer(question, context, mock="30 medium boxes, on Tuesday 2 June.")
    finish(question, expected="12", actual=reply)


asyncio.run(main())

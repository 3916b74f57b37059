"""LlamaIndex `Memory` (static profile block + chat queue, nothing evicted): the model gets the order of events wrong.

App: a home-renovation assistant, script style (no parent span: every memory call and the answer call is its own
trace). The chat goes into `Memory` (default 30k-token budget, so nothing leaves the queue) with a `StaticMemoryBlock`
holding the house profile. The answer call gets `memory.get()`'s messages.

Fault: none in memory. The context holds both events with their dates (rewiring finished on 12 February, plastering
on 3 March), but the model answers that the plastering came first. The one faulty call is the answer call.

Expected: ResponseError at the answer's `litellm.completion`: the context was sufficient (both dates, plainly
ordered), the model reasoned wrongly about the order; no memory operation lost anything.
"""
from __future__ import annotations

import common

NAME = "b2_llamaindex_response_order"
common.setup(NAME, ["llamaindex_memory", "litellm"])

from llama_index.core.llms import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory, StaticMemoryBlock  # noqa: E402

CHAT = [
    ("user", "Quick update on the house: the electrician finished the full rewiring on 12 February."),
    ("assistant", "Great, that is the messiest job done. What is next on the list?"),
    ("user", "The kitchen fitters want to start once the walls are done."),
    ("assistant", "Then the plastering has to come before the kitchen."),
    ("user", "Yes, the plasterer came on 3 March and skimmed every wall downstairs."),
    ("assistant", "Nice. The plaster needs about a week to dry before painting."),
    ("user", "We are thinking of a pale green for the kitchen walls."),
]

memory = Memory.from_defaults(
    session_id="renovation", memory_blocks=[
        StaticMemoryBlock(name="house", static_content="A 1930s semi-detached house in Leeds, renovated in 2025.")])
for role, text in CHAT:
    memory.put(ChatMessage(role=role, content=text))

QUESTION = "What happened first, the rewiring or the plastering?"
context = memory.get(input=QUESTION)
lines = [f"{m.role.value}: {m.content}" for m in context if m.content]
assert any("12 February" in x for x in lines) and any("3 March" in x for x in lines), "scenario check: both in context"
with common.fault():
    actual = common.answer(QUESTION, lines, mock="The plastering came first, then the rewiring.")
common.finish(QUESTION, "The rewiring", actual)

"""Control. LlamaIndex `Memory` with a `StaticMemoryBlock` holding finance's rate and the chat history holding the
receipt: "The Zurich hotel was 420 CHF" and "1 CHF = 1.05 EUR" both reach the answer, which converts correctly
(441 EUR). The label is wrong: "400 EUR" (someone typed the budget cap instead of the amount); said nowhere.

Expected: AnnotationError.
"""
import common

common.setup("b3_ctl_llamaindex_currency_label", ["llamaindex_memory", "litellm"])

from llama_index.core.llms import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory, StaticMemoryBlock  # noqa: E402

memory = Memory.from_defaults(session_id="expenses-julia", token_limit=4000, memory_blocks=[
    StaticMemoryBlock(name="finance", static_content="Finance's fixed rate for March claims: 1 CHF = 1.05 EUR.")])
memory.put(ChatMessage(role="user", content="Receipt: the Zurich hotel was 420 CHF for two nights."))
memory.put(ChatMessage(role="assistant", content="Got it, 420 CHF for the Zurich hotel."))
Q = "How much was the Zurich hotel in euros, at finance's rate?"
memory.put(ChatMessage(role="user", content=Q))
msgs = memory.get()
context = "\n".join(str(m.content) for m in msgs if m.role.value == "system")
history = [{"role": m.role.value, "content": str(m.content)} for m in msgs if m.role.value in ("user", "assistant")][:-1]
assert "1.05" in context and any("420 CHF" in h["content"] for h in history)
ans = common.answer(Q, context, mock="441 EUR (420 CHF x 1.05).", history=history)
common.finish(Q, "400 EUR", ans)

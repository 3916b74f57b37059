"""LlamaIndex `Memory` with a `StaticMemoryBlock` holding the current booking, a hotel-concierge chat: each turn the
app puts the user's message, reads `memory.get()` (chat history plus the block's content) and sends it to the model
through litellm. One root span per turn.

Fault: the booking block says "Hotel Lumen, Vienna: EUR 145 per night, 3 nights, 2 guests; city tax EUR 3.20 per
guest per night". The right total is 3 x 145 + 3 x 2 x 3.20 = EUR 454.20; the model charges the city tax once per
guest (EUR 6.40) and answers "EUR 441.40".

Expected: ResponseError at `litellm.completion` (the answer call): the memory and its read were right and the
context held every number needed; the model computed wrongly.
"""
import common
import b3_support as b3

common.setup("b3_llamaindex_static_compute", ["llamaindex_memory", "litellm"])

from llama_index.core.llms import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory, StaticMemoryBlock  # noqa: E402

BOOKING = ("Current booking: Hotel Lumen, Vienna, 9-12 April (3 nights), 2 guests. Room rate EUR 145 per night. "
           "City tax EUR 3.20 per guest per night, paid at the hotel.")
memory = Memory.from_defaults(session_id="concierge-olga", token_limit=4000,
                              memory_blocks=[StaticMemoryBlock(name="booking", static_content=BOOKING)])


def turn(text, mock, fault=False):
    memory.put(ChatMessage(role="user", content=text))
    msgs = memory.get()
    context = "\n".join(str(m.content) for m in msgs if m.role.value == "system")
    history = [{"role": m.role.value, "content": str(m.content)} for m in msgs
               if m.role.value in ("user", "assistant")][:-1]
    if fault:
        with common.fault():
            reply = common.answer(text, context, mock=mock, history=history)
    else:
        reply = common.answer(text, context, mock=mock, history=history)
    memory.put(ChatMessage(role="assistant", content=reply))
    return reply, context


with b3.turn_span("turn-1"):
    turn("Can we check in early on the 9th?", "I'll ask Hotel Lumen for an early check-in on 9 April.")
Q = "What's the total for the Vienna hotel including the city tax?"
with b3.turn_span("turn-2"):
    ans, ctx = turn(Q, "The total is EUR 441.40 (EUR 435 for the room plus EUR 6.40 city tax).", fault=True)
    assert "3.20" in ctx and "145" in ctx, ctx
    common.finish(Q, "EUR 454.20", ans)

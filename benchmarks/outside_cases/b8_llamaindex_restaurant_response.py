"""Batch 8 (held out). Restaurant reservations bot: LlamaIndex Memory (short-term queue, no blocks), one root span
per turn.

App: the bot keeps each guest conversation in ``Memory.from_defaults(session_id=<booking>)``; every turn puts the
guest's and the bot's messages, and the answer call gets ``memory.get()`` (all of it fits) as its history.

Planted fault (ResponseError): turn 1 the guest says "Jonas is allergic to tree nuts, cashews included"; turn 3 the
bot itself says "our basil pesto is made with cashews rather than pine nuts". Turn 4 question: "Can Jonas have the
pesto gnocchi?" -> expected "No - the pesto is made with cashews and Jonas is allergic to tree nuts". Both facts
are in the model's context; the model answers "Yes, the pesto gnocchi is fine for Jonas."

Expected verdict: ResponseError at the answer's litellm.completion (inside fault()). Asserted: the history given to
the model has both the allergy and the cashew pesto.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b8_llamaindex_restaurant_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="booking-0412-table-8", token_limit=30000)
TURNS = [
    ("Booking for four on Friday 17 April at 8pm, please. Jonas is allergic to tree nuts, cashews included.",
     "Booked: four people, Friday 17 April, 8pm. I've noted Jonas's tree-nut allergy."),
    ("Do you have a vegetarian main?", "Yes: the mushroom risotto and the pesto gnocchi are both vegetarian."),
    ("What's in the pesto?", "Our basil pesto is made with cashews rather than pine nuts, plus parmesan and lemon."),
]
for i, (guest, bot) in enumerate(TURNS):
    with turn_span(f"turn-{i + 1}"):
        memory.put(ChatMessage(role="user", content=guest))
        memory.put(ChatMessage(role="assistant", content=bot))

question = "Can Jonas have the pesto gnocchi?"
with turn_span("turn-4 question"):
    history = [{"role": m.role.value, "content": m.content} for m in memory.get()]
    text = " ".join(h["content"] for h in history)
    assert "allergic to tree nuts" in text and "made with cashews" in text
    with fault():
        reply = answer(question, [], history=history, mock="Yes, the pesto gnocchi is fine for Jonas.")
finish(question, expected="No - the pesto is made with cashews and Jonas is allergic to tree nuts", actual=reply)

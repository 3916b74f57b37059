"""b5: a gift-ideas chat assistant with LlamaIndex's ``Memory`` (``Memory.from_defaults``, SQLite chat store, a token
limit far above this chat, no blocks). One root span per turn (the app's own span): each turn puts the user's message
and the assistant's reply; the question turn reads the memory with ``get()`` and answers with it as the chat history.

Turns: "My sister Maya walks a stretch of the Pennine Way every summer and is already planning next year's section.";
her birthday (14 August, she'll be 40); she hates crowds and loves wild camping; her partner Joe prefers city breaks.

Planted fault: none in memory. The model, given the whole chat, answers that Maya would rather have a city break
(the answer ``litellm.completion``, wrapped in ``fault()``).

Question (an inference): "Would Maya enjoy a hiking holiday for her birthday?" Expected "Likely yes; she walks the
Pennine Way every summer".

Why ResponseError at litellm.completion: the answer's context (the memory's ``get``) held the Pennine Way message word
for word; memory did its job and the model answered against it (ignored_sufficient_context). Another reading: the
model took Joe's preference for Maya's; that line is Joe's, copied as it was said, so nothing in memory garbled it.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_llamaindex_hiking_response", ["llamaindex_memory", "litellm"])

from llama_index.core.llms import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="gift-ideas", token_limit=20000)
TURNS = [
    ("My sister Maya walks a stretch of the Pennine Way every summer and is already planning next year's section.",
     "That sounds like a lovely tradition."),
    ("Maya's birthday is on 14 August - she'll be 40.", "A big one! Any ideas yet?"),
    ("She hates crowds and loves wild camping.", "Noted - quiet, outdoorsy things then."),
    ("Her partner Joe prefers city breaks, though.", "Good to know if it's a trip for both of them."),
]
for i, (said, reply) in enumerate(TURNS):
    with b3_support.turn_span(f"turn-{i + 1}"):
        memory.put(ChatMessage(role="user", content=said))
        memory.put(ChatMessage(role="assistant", content=reply))

QUESTION = "Would Maya enjoy a hiking holiday for her birthday?"
with b3_support.turn_span("turn-5"):
    messages = memory.get()
    past = [{"role": str(m.role.value), "content": m.content} for m in messages]
    assert any("Pennine Way every summer" in m["content"] for m in past), past  # the context held the evidence
    with fault():
        reply = answer(QUESTION, [], history=past, mock="Probably not - a city break would suit her better.")
finish(QUESTION, "Likely yes; she walks the Pennine Way every summer", reply)

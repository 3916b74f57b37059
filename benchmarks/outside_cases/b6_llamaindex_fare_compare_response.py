"""Batch 6: a travel agent's chat that compares fares (LlamaIndex ``Memory``, one root span per turn).

App: the conversation lives in a LlamaIndex ``Memory`` (``Memory.from_defaults``, SQLite chat store, a 4000-token
window that this short chat never fills). Each turn puts the traveller's message and the agent's reply into memory;
to answer, the app reads the memory (``Memory.get``) and sends what it returned to litellm (``mock_response``) as
the context, with the question.

Fault: the traveller gave both fares and the bag fees and said she will check a bag. Ryanair FR1234 is 39 EUR plus
32 EUR for the checked bag (71 EUR), TAP TP1947 is 64 EUR with a 23 kg bag included. The model answers that
Ryanair is cheaper, comparing the bare fares and ignoring the bag fee its context states.
Question: "Which flight is cheaper once I add my checked bag?"  Expected: "TAP TP1947: 64 EUR with the bag, against
71 EUR for Ryanair".

Why ResponseError @ litellm.completion (the answer call): every fact the answer needs (both fares, the bag fee, the
bag included with TAP, that she checks a bag) was in the context the memory returned and the prompt carried; no
memory operation lost or changed anything. The model computed the comparison wrongly.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

NAME = "b6_llamaindex_fare_compare_response"
setup(NAME, ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.llms import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="trip-porto-ines", token_limit=4000)
TURNS = [
    ("I need to get from London to Porto on Friday 6 June. Ryanair FR1234 leaves Stansted at 06:10 and costs 39 "
     "EUR, but a checked bag is 32 EUR extra.", "Noted the Ryanair option."),
    ("The other option is TAP TP1947 from Heathrow at 11:45 for 64 EUR, and a 23 kg bag is included in that fare.",
     "Noted the TAP option too."),
    ("I'll definitely be checking one bag, I'm bringing presents for the family.", "Understood, one checked bag."),
]
for user_text, agent_text in TURNS:
    with turn_span("travel.turn"):
        memory.put(ChatMessage(role="user", content=user_text))
        memory.put(ChatMessage(role="assistant", content=agent_text))

question = "Which flight is cheaper once I add my checked bag?"
with turn_span("travel.turn"):
    messages = memory.get()
    context = [f"{m.role.value}: {m.content}" for m in messages]
    joined = "\n".join(context)
    assert "39 EUR" in joined and "32 EUR" in joined and "64 EUR" in joined and "checking one bag" in joined
    with fault():  # the planted fault: the model compares the bare fares
        actual = answer(question, context,
                        mock="Ryanair FR1234 is cheaper: 39 EUR against 64 EUR for TAP.")
finish(question, "TAP TP1947: 64 EUR with the bag, against 71 EUR for Ryanair", actual)

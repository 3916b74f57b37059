"""Batch 7 — a wedding-planning chat on LlamaIndex ``Memory``, one root span per turn.

App: a couple plans their wedding with an assistant; every message goes into a LlamaIndex ``Memory`` (session
"okafor-lindqvist"), and each answer is made from ``memory.get()`` (the whole chat fits the token limit) passed to
the model as the conversation.

Fault (the model ignores a sufficient context): both venue quotes are in the context the model got — "Hollins Barn
quoted £8,400 including VAT" and "Larkfield House quoted £7,150 plus VAT at 20%" (£8,580 with VAT). The model
compares the bare numbers and says Larkfield House is cheaper.

Question: "Which venue is cheaper once VAT is included?" — label "Hollins Barn (£8,400 against £8,580 for Larkfield
House)". Answer: "Larkfield House - £7,150 against £8,400."

Expected verdict: ResponseError at the answer's ``litellm.completion`` (wrapped in ``fault()``): everything the answer
needs reached the prompt unchanged.
"""
from __future__ import annotations

import common
from b3_support import turn_span
from common import answer, fault, finish, setup

NAME = "b7_llamaindex_venue_vat_response"
TURNS = [
    ("user", "We've had both venue quotes back for Saturday 13 June, 110 guests."),
    ("assistant", "Great - send them over and I'll keep them together."),
    ("user", "Hollins Barn quoted £8,400 including VAT, with the tables and chairs."),
    ("assistant", "Noted: Hollins Barn, £8,400 including VAT, tables and chairs included."),
    ("user", "Larkfield House quoted £7,150 plus VAT at 20%, and they need a £500 deposit by Friday."),
    ("assistant", "Noted: Larkfield House, £7,150 plus VAT at 20%, £500 deposit due Friday."),
    ("user", "Hollins Barn also has the better parking, which Grandma will appreciate."),
    ("assistant", "Noted - better parking at Hollins Barn."),
]
QUESTION = "Which venue is cheaper once VAT is included?"
EXPECTED = "Hollins Barn (£8,400 against £8,580 for Larkfield House)"


def main() -> None:
    setup(NAME, ["llamaindex_memory", "litellm"])
    from llama_index.core.base.llms.types import ChatMessage
    from llama_index.core.memory import Memory

    memory = Memory.from_defaults(session_id="okafor-lindqvist", token_limit=8000)
    for n in range(0, len(TURNS), 2):
        with turn_span(f"planner.turn.{n // 2 + 1}"):
            for role, text in TURNS[n:n + 2]:
                memory.put(ChatMessage(role=role, content=text))

    with turn_span("planner.turn.question"):
        memory.put(ChatMessage(role="user", content=QUESTION))
        chat = memory.get()
        history = [{"role": m.role.value, "content": m.content} for m in chat[:-1]]
        assert any("£8,400 including VAT" in h["content"] for h in history)  # the evidence reached the prompt
        assert any("£7,150 plus VAT at 20%" in h["content"] for h in history)
        with fault():  # the fault: the model compares the bare figures
            reply = answer(QUESTION, "(the conversation so far)", history=history,
                           mock="Larkfield House is cheaper - £7,150 against £8,400 at Hollins Barn.")
        memory.put(ChatMessage(role="assistant", content=reply))
        finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    main()

"""Batch 10 (held out), control: no fault. Cruising yacht's harbour-planning chat: LlamaIndex ``Memory`` (short-term
queue, large budget, nothing archived), one root span per turn.

App: the skipper plans a summer cruise with the assistant; every message is put into the memory and each answer is a
litellm call over ``memory.get()``.

Memory (right): the harbour office's reply, pasted in turn 2, says "Visitor pontoon for a 10 m boat: GBP 24 a night
October to May, GBP 38 a night in high season (June to September); electricity GBP 4 extra." Question (turn 4): "What
will a night on the visitor pontoon cost us when we come through in July?" The assistant answers "GBP 38 a night
(high season), plus GBP 4 if you want shore power". The annotator's label is "24 pounds a night": the low-season
rate, a different period from July. Nothing was lost: the label is wrong.

Expected verdict: AnnotationError (the label's value is in the context, for another period).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b10_ctl_llamaindex_mooring_period_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="cruise-plan-2026-halcyon", token_limit=8000)
TURNS = [
    ("user", "We're taking Halcyon (10 m, 1.6 m draught) west along the coast in July. Can you keep track of harbour "
             "costs for me?"),
    ("user", "Harbour office replied: 'Visitor pontoon for a 10 m boat: GBP 24 a night October to May, GBP 38 a "
             "night in high season (June to September); electricity GBP 4 extra. Showers included.'"),
    ("assistant", "Noted the visitor pontoon rates and the electricity charge."),
]
for i, (role, text) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role=role, content=text))

question = "What will a night on the visitor pontoon cost us when we come through in July?"
with turn_span("turn-4 question"):
    memory.put(ChatMessage(role="user", content=question))
    lines = [str(m.content) for m in memory.get()]
    assert any("GBP 38 a night in high season" in line for line in lines), lines
    reply = answer(question, lines[:-1], mock="In July it's high season: GBP 38 a night on the visitor pontoon, plus "
                                              "GBP 4 if you want shore power.")
finish(question, expected="24 pounds a night", actual=reply)

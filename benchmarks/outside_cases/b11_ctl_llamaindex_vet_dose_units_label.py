"""Batch 11 (held out), wrong-label control: no fault. Veterinary practice aftercare chat: LlamaIndex ``Memory``
(short-term queue, budget large enough for the chat), one root span per turn.

App: after a consultation the practice's aftercare assistant chats with the owner; every message is put into a
LlamaIndex Memory and each turn the assistant answers with litellm over ``memory.get()``.

Memory (right): the vet's discharge message says "Biscuit (Labrador cross, 18 kg): Metacam 1.5 mg/ml oral suspension,
give 1.8 ml once a day with food for 10 days, using the kg-marked syringe." Question: "How much Metacam do I give
Biscuit each day?" -> the assistant answers "1.8 ml once a day, with food" (right). The annotator's label is
"1.8 mg": the right number in the wrong unit (1.8 ml of the 1.5 mg/ml suspension is 2.7 mg, not 1.8 mg).

Expected verdict: AnnotationError (the label's number is in the context, in another unit that does not convert to
it).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b11_ctl_llamaindex_vet_dose_units_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="aftercare-biscuit-hughes", token_limit=4000)
TURNS = [
    ("Vet (discharge, 6 Oct 2026): Biscuit (Labrador cross, 18 kg) - sprained left carpus. Metacam 1.5 mg/ml oral "
     "suspension, give 1.8 ml once a day with food for 10 days, using the kg-marked syringe. Lead walks only, "
     "10 minutes twice a day.", None),
    ("Owner: Can he go back to the park after the 10 days?",
     "Only once the recheck on 16 October says so; build up from lead walks gradually."),
    ("Owner: How much Metacam do I give Biscuit each day?", "1.8 ml once a day, with food."),
]

reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="assistant" if text.startswith("Vet") else "user", content=text))
        if mock is None:
            continue
        lines = [str(m.content) for m in memory.get()]
        assert any("1.8 ml" in c for c in lines), lines
        reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(TURNS[-1][0], expected="1.8 mg", actual=reply)

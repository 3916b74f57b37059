"""Batch 11 (held out). District council planning enquiries chat: LlamaIndex ``Memory`` (short-term queue, budget large
enough for the whole chat), one root span per turn.

App: a neighbour who objected to a planning application chats with the council's planning assistant; every message
is put into a LlamaIndex Memory and each turn the assistant answers with litellm over ``memory.get()``.

Planted fault (ResponseError, the answer contradicts the context it was given): in turn 1 the planning officer's
message says the committee hearing for application 26/01184/FUL (two-storey rear extension, 4 Orchard Rise) is on
Tuesday 13 October 2026 at 18:30 in the council chamber; in turn 2, that the members' site visit was put back to
Wednesday 21 October 2026, 10:00, after the hearing deferred the decision to the November committee. Turn 3 is about
how to speak at the hearing. Question (turn 4): "Which comes first, the site visit or the committee hearing?" ->
expected "The committee hearing (Tuesday 13 October), then the site visit (Wednesday 21 October)". Both dates are in
the context the model sees; it answers that the site visit comes first.

Expected verdict: ResponseError at the turn-4 litellm.completion (fault() wraps it). Asserted: both messages with the
dates are in the turn-4 context. Another reading: none that we see -- nothing was trimmed or archived.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b11_llamaindex_planning_order_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="planning-26-01184-objector-lowe", token_limit=4000)
TURNS = [
    ("Planning officer: Application 26/01184/FUL (two-storey rear extension, 4 Orchard Rise) goes to the planning "
     "committee hearing on Tuesday 13 October 2026 at 18:30 in the council chamber. As an objector you may speak.",
     None),
    ("Planning officer: Update - the members' site visit to 4 Orchard Rise has been put back to Wednesday "
     "21 October 2026 at 10:00. If the hearing defers the decision, it will be taken at the November committee.",
     None),
    ("Resident: How do I register to speak, and how long do I get?",
     "Register with Democratic Services by noon two working days before the hearing; objectors get 3 minutes "
     "in total."),
    ("Resident: Which comes first, the site visit or the committee hearing?",
     "The site visit comes first, on Wednesday 21 October, and then the committee hearing."),
]

for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        role = "assistant" if text.startswith("Planning officer") else "user"
        memory.put(ChatMessage(role=role, content=text))
        if mock is None:
            continue
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            assert any("Tuesday 13 October" in c for c in lines) and any("Wednesday 21 October" in c for c in lines)
            with fault():
                reply = answer(text, lines[:-1], mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
question = TURNS[-1][0]
finish(question, expected="The committee hearing (Tuesday 13 October), then the site visit (Wednesday 21 October)",
       actual=reply)

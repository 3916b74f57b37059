"""Batch 13 (held out), CONTROL: no fault. Small design studio's office-admin chat: LlamaIndex ``Memory``
(short-term queue, budget large enough for the whole chat), one root span per turn.

App: the studio's office manager chats with an admin assistant; every message goes into a LlamaIndex Memory and
each turn the assistant answers with litellm over ``memory.get()``.

Memory: the manager pastes the landlord's renewal letter: "Unit 4, Mill Yard - lease renewed from 1 Apr 2026 for 3
yrs. Rent GBP 14,400 p.a. + service charge GBP 2,100 p.a. (bins, cleaning of common parts, lift) = GBP 16,500 a year
in total, payable quarterly in advance (GBP 4,125)." Question: "How much do we pay the landlord a year altogether
under the new lease?" The assistant answers "GBP 16,500 a year (rent 14,400 plus 2,100 service charge)" -- right per
memory.

The label is wrong: the annotator wrote "14,400 pounds", the rent alone -- a part of the figure, where the whole
yearly payment was asked. Expected verdict: AnnotationError. No fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b13_ctl_llamaindex_office_lease_part_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="studio-admin-millyard", token_limit=4000)
TURNS = [
    ("Pasting the landlord's letter: Unit 4, Mill Yard - lease renewed from 1 Apr 2026 for 3 yrs. Rent GBP 14,400 "
     "p.a. + service charge GBP 2,100 p.a. (bins, cleaning of common parts, lift) = GBP 16,500 a year in total, "
     "payable quarterly in advance (GBP 4,125).",
     "Noted: the Unit 4 lease runs 3 years from 1 April 2026, GBP 4,125 a quarter in advance."),
    ("Also the broadband (Zen, 900 Mb) went up to GBP 62/month from March, and we still pay the parking permits "
     "separately - 3 x GBP 180 a year to the council.",
     "Noted: broadband GBP 62 a month from March; three council parking permits at GBP 180 each a year."),
    ("How much do we pay the landlord a year altogether under the new lease?",
     "GBP 16,500 a year: GBP 14,400 rent plus the GBP 2,100 service charge, paid as GBP 4,125 a quarter."),
]

reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            assert any("GBP 16,500 a year in total" in c for c in lines), lines
        reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(TURNS[-1][0], expected="14,400 pounds", actual=reply)

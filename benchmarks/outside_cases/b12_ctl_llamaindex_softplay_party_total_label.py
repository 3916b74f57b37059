"""Batch 12 (held out), CONTROL: no fault planted, the gold label is wrong. Soft-play centre's party-booking assistant:
LlamaIndex ``Memory`` (one session per party, default token limit, no blocks), one root span per turn.

App: a parent books a party by chatting with the centre's assistant; every message goes into the party's Memory. On
the day the kitchen asks the same assistant, which answers from ``memory.get()`` with litellm.

Memory works: the parent wrote "We'll be 24 in total: 18 children and 6 adults", and the assistant confirmed that the
party package (with a hot meal) is per child and adults can add a coffee and sandwich. Question from the kitchen: "How
many children's party meals should we make for Ayo's party?" The model answers "18", which is right per memory.

Why the label is wrong (the whole where a part is asked): the label "24" is in memory, but it is the total headcount
including the 6 adults, who do not get a children's meal. Expected verdict: AnnotationError.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b12_ctl_llamaindex_softplay_party_total_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="party-ayo-2026-06-20")
TURNS = [
    ("user", "Hi, I'd like to book the Jungle Room for Ayo's 7th birthday on Saturday 20 June at 2 pm."),
    ("assistant", "Lovely! The Jungle Room is free then: 90 minutes of play, then 45 minutes in the party room."),
    ("user", "We'll be 24 in total: 18 children and 6 adults."),
    ("assistant", "Noted. The party package is GBP 14.50 per child and includes a hot meal and a slush; adults can "
                  "add a coffee and sandwich for GBP 6 each at the cafe."),
    ("user", "Two of the children need nut-free meals, and can we bring our own cake?"),
    ("assistant", "Yes to both: two nut-free children's meals flagged, and you're welcome to bring a cake - we'll "
                  "light the candles."),
]
for i, (role, text) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i} booking chat"):
        memory.put(ChatMessage(role=role, content=text))

question = "How many children's party meals should we make for Ayo's party?"
with turn_span("turn-7 kitchen question, 20 June"):
    lines = [str(m.content) for m in memory.get()]
    assert any("18 children and 6 adults" in c for c in lines), lines
    reply = answer(question, lines, mock="18 children's party meals, two of them nut-free.")
finish(question, expected="24", actual=reply)

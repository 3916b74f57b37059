"""Batch 10 (held out). Language school enrolment chat: LlamaIndex ``Memory`` (short-term queue only, no memory
blocks, a small token budget), one root span per turn.

App: the school's enrolment assistant keeps the chat with a prospective student in a LlamaIndex Memory
(``Memory.from_defaults(token_limit=300)``); each turn it puts the student's message, reads ``memory.get()`` and
answers with litellm over what the memory returns. No memory block takes what leaves the queue, so messages that
overflow the budget are archived out of the context.

Planted fault (UpdateError, trimmed from the window): in turn 1 the school's placement message says "Your placement
test result: B1+ (upper intermediate threshold) - you go into the B1.2 evening group, Tuesdays and Thursdays 18:30-20:00
with Irene, from 14 April." Turns 2-5 are about the course fee, the books, the certificate and the Friday
conversation club. The put in turn 6 overflows the queue and archives the oldest messages, including the placement.
Question (turn 6): "How long is each of my evening classes?" -> expected "An hour and a half (6:30 to 8 pm,
Tuesdays and Thursdays)". The assistant, which no longer sees the placement message, says it lacks the timetable and
gives the Friday conversation club's length instead ("about an hour").

Expected verdict: UpdateError at the turn-6 put's llamaindex.memory.archive (fault() wraps that put). Asserted: the
placement (with the class times) was in the memory's context after turn 5 and is absent from the turn-6 context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b10_llamaindex_language_school_archive", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="enrol-lucas-moreau", token_limit=300, chat_history_token_ratio=0.7,
                              token_flush_size=30)
PLACEMENT = ("School: Your placement test result: B1+ (upper intermediate threshold) - you go into the B1.2 evening "
             "group, Tuesdays and Thursdays 18:30-20:00 with Irene, from 14 April.")
TURNS = [
    (PLACEMENT, None),
    ("Student: How much is the term, and can I pay in two instalments?",
     "School: The 10-week term is EUR 420; you can pay EUR 210 now and EUR 210 by 12 May."),
    ("Student: Do I need to buy books before the first class?",
     "School: Yes, Aula Internacional Plus 3 (student book and workbook), about EUR 38 at the front desk."),
    ("Student: Is there a certificate at the end of the course?",
     "School: Yes, a certificate of attendance if you come to at least 80% of the classes."),
    ("Student: What's the Friday conversation club and is it included?",
     "School: It's an informal hour on Fridays at 19:00 in the cafe; it's free for enrolled students."),
    ("Student: How long is each of my evening classes?",
     "I don't have your group's timetable here; the Friday conversation club is about an hour."),
]


def context_now() -> list[str]:
    return [str(m.content) for m in memory.get()]


for i, (user, mock) in enumerate(TURNS, 1):
    last = i == len(TURNS)
    with turn_span(f"turn-{i}"):
        if last:
            assert any("18:30-20:00" in c for c in context_now())
            with fault():
                memory.put(ChatMessage(role="user", content=user))
        else:
            memory.put(ChatMessage(role="user" if user.startswith("Student") else "assistant", content=user))
        lines = context_now()
        if last:
            assert not any("18:30-20:00" in c for c in lines), lines
        else:
            assert any("18:30-20:00" in c for c in lines), (i, lines)
        if mock is None:
            continue
        reply = answer(user, lines[:-1], mock=mock)
        if not last:
            memory.put(ChatMessage(role="assistant", content=mock))
question = TURNS[-1][0]
finish(question, expected="An hour and a half (6:30 to 8 pm, Tuesdays and Thursdays)", actual=reply)

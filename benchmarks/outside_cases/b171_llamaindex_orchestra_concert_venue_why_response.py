"""Batch 171 (held out). A youth orchestra's course admin chatting with the course helper: LlamaIndex Memory (sync
put/get), one root span per turn; the answer call has the reason the concert moved and gives one the chat rules out.

App: Wyvern Youth Orchestra's summer course is Mon 1st - Sat 6th August 2039 at Hallam College, with the end-of-course
concert on the Saturday. Helen, the course admin, chats with the course's helper during the week; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the concert moved from the
college's main hall to St Cuthbert's church on Sat 6th, 3pm - the college has let the main hall for Saturday's
resit exams (the exams office booked it in March, before us), and "NOT because of numbers, we'd have fitted fine";
turn 2 the get-in (van at 10, timps first, church is open from 9.30), turn 3 tickets (free, retiring collection for
the organ fund), turn 4 the rehearsal plan (Friday tutti in the sports hall). The model says it moved because the
college hall was too small for the parents. Question (turn 5, Thu 4/8): "why's the concert at St Cuthbert's not the
college? parents are asking on the whatsapp" -> expected the college has let the main hall for the resit exams on
Saturday (booked before the course). The assistant says the hall wasn't big enough.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the resit-exams line,
which also rules out numbers, is in the context the model was given, and it answered with the reason the same line
rules out. Asserted: the resits line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b171_llamaindex_orchestra_concert_venue_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "why's the concert at St Cuthbert's not the college? parents are asking on the whatsapp"
TURNS = [
    ("concert's moved to St Cuthbert's, sat 6th 3pm 🎻 college have let the main hall for the resit exams on sat - "
     "exams office booked it back in March before we did 🙄 NOT because of numbers, we'd have fitted fine",
     "Concert now at St Cuthbert's, Sat 6 Aug 3pm; the main hall is taken for Saturday's resit exams."),
    ("get-in - Ray's van at 10, timps + basses first, church open from 9.30, Rev Moira meeting us",
     "Van at 10, timps and basses first; church open 9.30."),
    ("tickets - free, retiring collection for their organ fund, about 250 seats in the nave + the gallery",
     "Free entry, retiring collection for the organ fund, about 250 seats."),
    ("fri tutti in the sports hall 2-5, full run of the Dvorak + the Arnold, then pizza 🍕",
     "Friday tutti 2-5 in the sports hall, full run, then pizza."),
    (QUESTION,
     "The college hall wasn't big enough for all the parents, so it's moved to St Cuthbert's, which seats about 250."),
]

memory = Memory.from_defaults(session_id="wyvern-yo-summer-course-helen", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Thu 4 August 2039. You are talking to Helen, the course admin for Wyvern Youth "
                       "Orchestra's summer course at Hallam College (Mon 1 - Sat 6 August)."] + lines[:-1]
            assert any("let the main hall for the resit exams on sat" in c and "NOT because of numbers" in c
                       for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="the college has let the main hall for Saturday's resit exams (booked before the course) - "
                          "not because of numbers", actual=reply)

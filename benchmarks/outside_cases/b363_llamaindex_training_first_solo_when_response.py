"""Batch 363 (held out). A student pilot's training record chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn; the answer call has the first solo given as "the day before yesterday" in a message of a known
date and answers with the message's own date.

App: Sam Okafor is a PPL(A) student at Wolds Flight Training; she keeps her training notes in a chat with the
school's record helper (lessons, Hobbs times, bookings, sign-offs), held in LlamaIndex Memory and read back each
turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): turn 1 (2050-05-02 1820Z) is lesson 14, circuits in
G-ABCD, 1.1 hrs dual, "Sarah says nearly there"; turn 2 (Fri 6 May 2110Z): "went SOLO the day before yesterday!!!
been too buzzing to write it up" - one circuit, 0.3 Hobbs, Sarah signed the logbook; turn 3, a booking for Mon 9/5
1000Z; turn 4 (Sat 7/5), second solo, 3 circuits 0.8 hrs. Said on Fri 6 May, "the day before yesterday" is Wed 4 May
2050. Question (turn 5, Tue 10 May): "what date was my first solo? filling in the club's first solo board + my
logbook summary" -> expected Wed 4 May 2050. The model gives Fri 6 May, the day the message was written.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the message with
its own date and "the day before yesterday" is in the context the model was given, and the date follows from it;
the model gave the message's date instead. Asserted: the context has the Fri 6 May line with "the day before
yesterday" and the Sat 7/5 second solo line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b363_llamaindex_training_first_solo_when_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what date was my first solo? filling in the club's first solo board + my logbook summary"
TURNS = [
    ("2050-05-02 1820Z lesson 14 - circuits G-ABCD, 1.1 hrs dual, 6 landings, 1 glide approach + 1 EFATO. Sarah "
     "says nearly there 🤞",
     "Logged: lesson 14, circuits in G-ABCD, 1.1 hours dual, six landings including a glide approach and an EFATO."),
    ("Fri 6 May 2110Z - went SOLO the day before yesterday!!! 🎉✈ been too buzzing to write it up. 1 circuit, 0.3 "
     "Hobbs in G-ABCD, Sarah signed it in my logbook + the cert's going on the club board",
     "Congratulations on going solo! Logged: one circuit, 0.3 Hobbs in G-ABCD, signed off by Sarah."),
    ("booked G-ABCD Mon 9/5 1000Z for solo consolidation, Sarah on the ground",
     "Booked: G-ABCD Monday 9 May at 1000Z, solo consolidation with Sarah on the ground."),
    ("Sat 7/5 - 2nd solo today, 3 circuits 0.8 hrs, one go-around (someone backtracking 🙄). solo total 1.1",
     "Second solo logged: three circuits, 0.8 hours with a go-around; solo total 1.1 hours."),
    (QUESTION,
     "Your first solo was on Fri 6 May 2050 - one circuit, 0.3 Hobbs in G-ABCD."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="wolds-ft-sam-okafor-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 10 May 2050. You are talking to Sam Okafor, a PPL(A) student at Wolds "
                           "Flight Training."] + lines[:-1]
                assert any(c.startswith("Fri 6 May 2110Z") and "SOLO the day before yesterday" in c
                           for c in context), context
                assert any("2nd solo today" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Wed 4 May 2050 - 'the day before yesterday' in her Fri 6 May message", actual=reply)

"""Batch 289 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Anna (club secretary of Halifax Fencing Club) chats with the club's helper while she sorts the spring
beginners' course; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-01-15T19:00) - beginners' course, 6 weeks, Tuesdays 6.30-7.30 at the leisure centre, £45
including kit hire, starts 7th Feb, max 12; turn 2 - 8 signed up, 2 of them under 10 and Marek says 10 is the
minimum; turn 3 (Sun 29th Jan) - they've made it 8 weeks this time, Marek wants 2 extra on footwork before anyone
gets a blade in their hand, same price; turn 4 - the leisure centre want the hall back by 7.45 sharp. Question
(turn 5, Mon 6/2): "how long's the beginners course? a mum's asking if it runs into the easter hols" The assistant
says 8 weeks - Tuesdays from 7th Feb, the last one 28th March. The label says 6 weeks.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b289_ctl_llamaindex_fencing_beginners_course_how_long_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long's the beginners course? a mum's asking if it runs into the easter hols"
TURNS = [
    ("2051-01-15T19:00 BEGINNERS COURSE 🤺 6 wks, tues 6.30-7.30 at the leisure centre, £45 inc kit hire, starts 7th "
     "feb, max 12. can u keep track of sign ups",
     "Will do - beginners' course, six weeks of Tuesdays 6.30-7.30 at the leisure centre from 7 Feb, £45 including "
     "kit hire, 12 places."),
    ("8 signed up already 😊 2 are under 10 tho + Marek says 10's the min, I'll have to ring them",
     "Eight signed up; two are under 10, below Marek's minimum age, so they'll need a call."),
    ("Sun 29th Jan - we've made it 8 wks this time, Marek wants 2 extra on footwork b4 anyone gets a blade in their "
     "hand. same price £45",
     "Got it - the course is eight weeks now, with two extra footwork sessions, still £45."),
    ("leisure centre want the hall back by 7.45 SHARP, the pilates lot are in after us",
     "The hall has to be cleared by 7.45 for the Pilates class."),
    (QUESTION,
     "8 weeks - Tuesdays from 7th Feb, so the last one's 28th March; she can check that against the Easter hols."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="halifax-fencing-beginners-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 6 February 2051. You are talking to Anna, club secretary of Halifax Fencing "
                           "Club."] + lines[:-1]
                assert any("6 wks, tues 6.30-7.30" in c for c in context), context
                assert any("we've made it 8 wks this time" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="6 weeks", actual=reply)

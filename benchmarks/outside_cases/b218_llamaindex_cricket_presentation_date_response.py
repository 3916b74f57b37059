"""Batch 218 (held out). A cricket club's junior presentation: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the cup-final move in its context and gives the first date anyway.

App: Much Wenlock CC hold their junior presentation in the pavilion at 3pm - trophies for the U9s to the U15s, a
BBQ, cake, parents welcome. Jan (the junior organiser) chats with the club's helper while she sorts it; the chat is
kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2048-07-22T20:00), the
presentation on Sun 13th Sept; turn 2, the awards; turn 3 (Weds 2 Sept), the 1st XI have only gone and beaten
Shifnal in the semi, so they're in the cup final on the 13th and half the coaches are playing - the presentation's
going back a week to the 20th, same time, and the pavilion's fine; turn 4, the BBQ; turn 5, last year's trophies
back. Question (turn 6, Thu 3/9, a parent): "what date's the junior presentation? my mum wants to come up from
Telford for it" -> expected Sun 20th Sept (3pm, the pavilion). The model says Sun 13th Sept.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 13th and the
3rd's week-later move to the 20th are both in the context the model was given, and it answered from the first.
Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b218_llamaindex_cricket_presentation_date_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what date's the junior presentation? my mum wants to come up from Telford for it"
TURNS = [
    ("2048-07-22T20:00 junior presentation 🏏 sun 13th sept, pavilion, 3pm. u9s to u15s, BBQ + cake, parents v "
     "welcome. can u help me keep track",
     "Of course - junior presentation Sun 13 Sept, 3pm in the pavilion, U9s to U15s, BBQ and cake, parents welcome."),
    ("awards - each age group gets batting, bowling, fielding + most improved, + the Reg Tranter cup for the "
     "clubperson. 26 trophies in all from Wenlock Trophies",
     "Awards: batting, bowling, fielding and most improved per age group, plus the Reg Tranter cup - 26 trophies "
     "from Wenlock Trophies."),
    ("Weds 2 Sept - the 1sts only went + beat Shifnal in the semi 😱🏆 so they're in the cup final on the 13th + "
     "half the coaches are playing. presentation's going back a wk to the 20th, same time, pavilion's fine",
     "Brilliant news for the 1sts! Presentation now Sun 20 Sept, 3pm, same place."),
    ("BBQ - Steve's doing burgers + sausages, veggie ones for the Patels, parents bring a cake or a salad, £2 a head "
     "for adults",
     "BBQ: Steve on burgers and sausages (veggie option), parents bring a cake or salad, £2 a head for adults."),
    ("remind parents to bring last yr's trophies back to the nets on a friday night, some still have them from 2046 "
     "lol",
     "Reminder for parents: last year's trophies back to the nets on a Friday night."),
    (QUESTION,
     "Sunday 13th September, 3pm in the pavilion."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="much-wenlock-cc-juniors-2048", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 3 Sept 2048. You are talking to a parent at Much Wenlock CC; Jan is the "
                           "junior organiser."] + lines[:-1]
                assert any("junior presentation 🏏 sun 13th sept" in c for c in context), context
                assert any("presentation's going back a wk to the 20th" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Sun 20th Sept, 3pm in the pavilion (it went back a week - the 1st XI are in the cup final "
                          "on the 13th)", actual=reply)

"""Batch 93 (held out). A lifeboat station's crew rota chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Sandra, the station's crew trainer at Hope Cove, sorts the month's rota in a chat with an assistant; the whole
memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says exercises are Sunday mornings as a rule;
turn 3 says July's is different: low water's no good on Sun 13th, so it's an evening launch on Wed 16/7 at 18.30
with the all-weather boat and the new tractor driver, Ollie, doing his first launch. The question (turn 6, Mon
7/7): "what day's the july exercise? need to swap a shift at work" -> expected Wednesday (16th, 6.30pm). The
model says Sunday.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: turn
3's line with Wed 16/7 is in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b93_llamaindex_lifeboat_exercise_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("rota basics for the new lot: exercise every month, sunday mornings as a rule, 10ish, muster 9.30. pagers "
     "weekly Mon-Mon, swap on the whatsapp not with me",
     "Monthly exercise, usually Sunday mornings at 10 with muster at 9.30; pager weeks run Monday to Monday."),
    ("june's went fine, 1/6, beach launch, Kerry's first one. tractor's back from Poole 20th",
     "June's exercise on 1 June went well; the tractor is back from Poole on the 20th."),
    ("july - low water's rubbish on sun 13th (we'd be dragging it half a mile) so it's an evening one, wed 16/7 "
     "launch 18.30, ALB + Ollie's first go driving the tractor, Mick supervising",
     "July's is Wednesday 16 July, launch 18.30, ALB, with Ollie driving the tractor under Mick."),
    ("fundraising - the open day made £1,840!! + the raffle £312",
     "Open day £1,840 plus £312 from the raffle."),
    ("Jase is off on paternity from the 1st, 2 wks. Pete covering his pager wk",
     "Jase on paternity leave for two weeks from the 1st; Pete covers his pager week."),
    ("what day's the july exercise? need to swap a shift at work",
     "Sunday - exercises are on Sunday mornings, muster at 9.30 for a 10 o'clock launch."),
]


async def main():
    memory = Memory.from_defaults(session_id="hope-cove-rota-sandra", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 7 July 2036."] + lines[:-1]
                assert any("wed 16/7 launch 18.30" in c for c in context), context
                assert any("sunday mornings as a rule" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("what day's the july exercise? need to swap a shift at work",
           expected="a Wednesday evening (16th, launch 6.30pm) - tide's wrong that Sunday", actual=reply)


asyncio.run(main())

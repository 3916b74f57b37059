"""Batch 109 (held out). A village carnival committee's planning chat: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Sandra, the carnival secretary at Wickham Bishops, types the committee's news into a chat with an assistant
between meetings; the whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says the procession can't go down Station Rd
this year - Openreach have got it dug up for the fibre from 5th July for three weeks and the council won't let a
procession through roadworks, so it's the Street and Mill Lane and back up Church Rd; turn 2 says a couple of
Station Rd people moaned about the steel band's noise last year but that got smoothed over at the Sept meeting and
they're fine with it; turns 3-4 floats and prizes. Question (turn 5): "someone on facebook's asking why we're not
coming down station rd this yr - what do i say?" -> expected the road's dug up for Openreach's fibre works. The
model says it's because of the noise complaints.

Expected verdict: ResponseError at litellm.completion (the turn-5 answer call, wrapped in fault()). Asserted: the
Openreach line is in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b109_llamaindex_carnival_route_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "someone on facebook's asking why we're not coming down station rd this yr - what do i say?"
TURNS = [
    ("route 2038: cant do Station Rd, Openreach have it dug up for the fibre from 5th July for 3 wks & the council "
     "won't let a procession thru roadworks (fair enough, trenches + barriers). so the Street > Mill Lane > back up "
     "Church Rd to the rec. 1.4 miles, Ray's measured it",
     "Route: the Street, Mill Lane, Church Rd back to the rec (1.4 miles); Station Rd is out for Openreach's works."),
    ("fyi 2 of the station rd lot moaned abt the steel band being loud last yr - Ray went round, all smoothed over "
     "at the sept mtg, they said they actually enjoyed it in the end lol",
     "Noted - the Station Rd noise grumble from last year was settled at the September meeting."),
    ("floats so far: Young Farmers (tractor+trailer, 'Barbie'), the school PTA, Brownies, the Plough's 'pirates', "
     "Mill Lane residents. 5! need 2 more really",
     "Five floats so far: Young Farmers, PTA, Brownies, the Plough, Mill Lane residents."),
    ("prizes - best float £100 (Budgens sponsoring), best walking group £50, kids fancy dress book tokens",
     "Prizes: best float £100, best walking group £50, book tokens for kids' fancy dress."),
    (QUESTION,
     "Say it's to keep the noise down for the Station Road residents - a couple of them complained about the "
     "steel band last year."),
]


async def main():
    memory = Memory.from_defaults(session_id="wb-carnival-sandra", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 6 July 2038."] + lines[:-1]
                assert any("Openreach have it dug up for the fibre" in c and "cant do Station Rd" in c
                           for c in context), context
                assert any("steel band" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="the road's dug up - Openreach are laying fibre down it", actual=reply)


asyncio.run(main())

"""Batch 271 (held out). A sailing club's races: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has a junior's move up a fleet, and that fleet's start, in its context and gives the start of
the fleet she left.

App: Yorkshire Dales Sailing Club hold their junior regatta on Sat 8th July 2051 on the reservoir - briefing 9.30,
three races back to back, Optimists first, then Toppers on the outer course, lunch provided, prizes at 4. Tom (whose
daughter Ellie sails) chats with the club's parents' helper; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-06-20T21:00), the regatta -
briefing 9.30 in the clubhouse, first gun 10.30, Ellie in the Oppie fleet; turn 2, her RYA stage 3 on Tuesday;
turn 3 (Tue 27th Jun), she passed, and Sue (the junior coach) says she's moving up to the Topper fleet for the
regatta - Toppers go off second on the outer course, 10.45, 15 minutes after the Oppies; turn 4, kit; turn 5,
parking. Question (turn 6, Thu 6/7): "what time's Ellie's first start on saturday? trying to work out when we need
to leave" -> expected 10.45 (she's in the Toppers now, they go off after the Oppies). The model says 10.30.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first gun at
10.30 for the Oppies and the turn that moved Ellie to the Toppers at 10.45 are both in the context the model was
given, and it gave the Oppies' start. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b271_llamaindex_sailing_junior_regatta_start_time_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what time's Ellie's first start on saturday? trying to work out when we need to leave"
TURNS = [
    ("2051-06-20T21:00 junior regatta sat 8th july ⛵ briefing 9.30 in the clubhouse, first gun 10.30, 3 races back "
     "to back. Ellie's in the Oppie fleet. lunch provided, bring a packed tea for after",
     "Junior regatta Sat 8 July: briefing 9.30 in the clubhouse, first gun 10.30, three races back to back; Ellie's "
     "in the Optimist fleet. Lunch is provided."),
    ("Ellie's got her RYA stage 3 on tues!! fingers crossed, she's been practising capsizes all wk 😂",
     "Good luck to Ellie with her RYA Stage 3 on Tuesday!"),
    ("Tue 27th Jun - she PASSED 🎉 + Sue (junior coach) says she's moving up to the Topper fleet for the regatta. "
     "Toppers go off 2nd on the outer course, 10.45, 15 mins after the Oppies",
     "Congratulations to Ellie! So she's in the Topper fleet for the regatta now - Toppers start second, at 10.45, on "
     "the outer course."),
    ("kit - wetsuit, her own buoyancy aid now (not the club's), spray top, named water bottle, suncream",
     "Kit: wetsuit, her own buoyancy aid, spray top, a named water bottle and suncream."),
    ("parking's the field by the dam, £3 for the day, or we'll cycle if it's nice",
     "Parking in the field by the dam, £3 for the day."),
    (QUESTION,
     "Ellie's first start is at 10.30 - that's the first gun - with the briefing at 9.30 in the clubhouse, so aim to "
     "be there by 9.15."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ydsc-ellie-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 6 July 2051. You are talking to Tom, whose daughter Ellie is sailing in "
                           "Yorkshire Dales Sailing Club's junior regatta (Sat 8 July)."] + lines[:-1]
                assert any("first gun 10.30" in c and "Oppie fleet" in c for c in context), context
                assert any("moving up to the Topper fleet" in c and "10.45" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="10.45 - she's in the Topper fleet now, they go off 15 mins after the Oppies", actual=reply)

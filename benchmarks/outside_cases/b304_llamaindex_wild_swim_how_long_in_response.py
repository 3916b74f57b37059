"""Batch 304 (held out). A wild swimming group: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the new starters' rule in its context and answers with the general rule of thumb.

App: the Ryburn Dippers swim all winter at Ryburn Reservoir's sailing club jetty (the club lets them in Sunday
mornings, 2042-51) - tow floats, bright hats, a thermometer on a string, flasks and cake after. Lynn (who runs the
group) chats with the group's helper; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context, and new swimmers ask it things through her.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2042-10-05T08:30), the rule of
thumb - 1 min per degree, get out before you think you need to; turn 2, the water at 11 and 14 in; turn 3 (Tue 4th
Nov), Coach Andy's rule for new starters - for their first month it's HALF the 1 min a degree whatever the temp, and
out at the first shiver, no exceptions after someone went wobbly last year; turn 4 (Sat 8/11), the thermometer at 8
at the jetty; turn 5, the cake rota. Question (turn 6, Sat 15/11, for Amira, on her second swim): "how long should
Amira stay in tomorrow? it's only her 2nd swim 😬" -> expected about 4 minutes (half a minute a degree at 8 degrees
for her first month), and out at the first shiver. The model says about 8 minutes, a minute a degree.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the rule of thumb,
the new starters' half rule and the latest temperature are all in the context the model was given, and it answered
with the general rule. Asserted: the context has the rule of thumb, Coach Andy's half rule and the 8 at the jetty.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b304_llamaindex_wild_swim_how_long_in_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long should Amira stay in tomorrow? it's only her 2nd swim 😬"
TURNS = [
    ("2042-10-05T08:30 winter swims start 🍂 sun 8.30 at the sailing club jetty. rule of thumb for cold water: 1 min "
     "per degree, + get out b4 u think u need to. pls pass on to anyone new",
     "Got it - winter swims Sundays 8.30 at the sailing club jetty; rule of thumb a minute per degree of water "
     "temperature, and out before you think you need to be."),
    ("water 11 this am on my thermometer, 14 of us in, gorgeous + misty 🌫️",
     "11 degrees and 14 in - lovely."),
    ("Tue 4th Nov - NEW STARTERS, from Coach Andy: for ur first month it's HALF the 1 min a degree, whatever the "
     "temp, + out at the first shiver. no exceptions, we had someone go a bit wobbly last yr 😬",
     "Noted - new starters do half the minute-a-degree for their first month, whatever the temperature, and get out "
     "at the first shiver."),
    ("Sat 8/11 thermometer says 8 at the jetty 🥶 gloves + socks defo from now on",
     "8 degrees at the jetty - gloves and socks from now on."),
    ("cake rota - Bev's parkin tmrw, Sue next wk. flasks on the wall by the boathouse",
     "Bev's parkin tomorrow, Sue next week, flasks by the boathouse."),
    (QUESTION,
     "About 8 minutes - it's a minute per degree and the water's 8, and get out sooner if she's feeling it."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ryburn-dippers-lynn-2042", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 15 November 2042. You are talking to Lynn, who runs the Ryburn Dippers; "
                           "Amira started swimming with them last Sunday."] + lines[:-1]
                assert any("rule of thumb for cold water: 1 min per degree" in c for c in context), context
                assert any("for ur first month it's HALF the 1 min a degree" in c for c in context), context
                assert any("thermometer says 8 at the jetty" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="about 4 minutes - new starters do half a minute a degree for their first month, and out at "
                          "the first shiver", actual=reply)

"""Batch 267 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Woodhouse Primary PTA's summer fair is Sat 2nd July 2050, 12-3 on the school field. Sarah (the PTA chair)
chats with the PTA's helper while she organises it; the chat is kept in LlamaIndex Memory and read back each turn
as the answer's context.

Memory (the chat): 2050-05-20T21:00 - fair Sat 2nd July 12-3 on the field, if it's wet it's off and we'll refund
the tombola tickets, no indoor option as the hall's booked for the Brownies; 11/6 - the stalls list, cakes,
tombola, bouncy castle, face paints, the Yr 6 smoothie bike; Tue 21st June - Mr Khan says the Brownies have moved
to the church hall that week, so we can have the school hall + the covered bit + the dining room, so it's on rain
or shine, bouncy castle man does indoor ones too; Weds 29/6 - the volunteers' rota. Question (Thu 30/6, a parent):
"is the fair still on if it rains sat? forecast's looking grim ☔" The assistant says yes - it's on rain or shine,
it moves into the hall, the covered bit and the dining room. The label says no, it's off if it's wet.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b267_ctl_llamaindex_pta_fair_rain_yesno_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "is the fair still on if it rains sat? forecast's looking grim ☔"
TURNS = [
    ("2050-05-20T21:00 SUMMER FAIR 🎪 sat 2nd july 12-3 on the field. if it's wet it's off + we'll refund the tombola "
     "tickets, no indoor option as the hall's booked for the Brownies that day",
     "Got it - summer fair Sat 2 July, 12-3 on the field. If it's wet it's called off and tombola tickets refunded; "
     "the hall isn't free that day."),
    ("11/6 stalls: cakes, tombola, bouncy castle, face paints, Yr 6 smoothie bike (Mr Patel's bringing the bike)",
     "Stalls: cakes, tombola, bouncy castle, face paints and the Year 6 smoothie bike from Mr Patel."),
    ("Tue 21st June - Mr Khan says the Brownies have moved to the church hall that wk!! so we can have the school "
     "hall + the covered bit + the dining room, so it's on rain or shine 🙌 bouncy castle man does indoor ones too",
     "Great news - with the school hall, the covered area and the dining room free, the fair goes ahead rain or "
     "shine, and the bouncy castle can go indoors."),
    ("Weds 29/6 rota's done, Gill cakes 12-1.30, Dawn 1.30-3, dads on the smoothie bike, I'm floating",
     "Rota: Gill on cakes 12-1.30, Dawn 1.30-3, the dads on the smoothie bike, and you floating."),
    (QUESTION,
     "Yes - it's on rain or shine. If it's wet it moves into the school hall, the covered bit and the dining room, "
     "bouncy castle and all."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="woodhouse-pta-fair-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 30 June 2050. You are talking to a parent at Woodhouse Primary (PTA summer "
                           "fair Sat 2 July)."] + lines[:-1]
                assert any("if it's wet it's off" in c for c in context), context
                assert any("so it's on rain or shine" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="no - if it's wet it's off and the tombola tickets get refunded", actual=reply)

"""Batch 66 (held out). A cricket club's junior nets: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Paul manages Dursley CC's U13s and books winter nets at the Dolphin Centre sports hall. He talks the bookings
through with an assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the
context of each answer. The Thursday session runs from 6.15 to 7.45pm: an hour and a half.

Planted fault (ResponseError, ignored sufficient context): the message with the times is in the context; the model
misreads the span and says two hours. Question (for the parents' WhatsApp): "how long's the U13 nets session on
Thursday?" -> expected an hour and a half.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the message
with 6.15 and 7.45 is in the context the model got. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b66_llamaindex_cricket_nets_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("booked the Dolphin Centre for U13 winter nets - thurs, 6.15 till 7.45pm, 2 lanes, starts 7th Nov",
     "U13 winter nets at the Dolphin Centre: Thursdays 6.15-7.45pm, two lanes, from 7 November."),
    ("£22 a lane per hr so that's coming out of the junior pot, Sue ok'd it",
     "Lane hire is £22 per lane per hour, paid from the junior pot (Sue has approved it)."),
    ("kids need to be there 10 min early to get pads on, and NO spikes on the hall floor - trainers only",
     "Players should arrive 10 minutes early to pad up; trainers only, no spikes on the hall floor."),
    ("helmets compulsory for anyone batting v the bowling machine, we've got 4 club ones, bring your own if poss",
     "Helmets are compulsory against the bowling machine; the club has four, so bring your own if possible."),
    ("parking - use the leisure centre top car park, the bottom one's pay + display after 6",
     "Park in the Dolphin Centre's top car park; the bottom one is pay and display after 6."),
    ("for the parents whatsapp: how long's the U13 nets session on thursday?",
     "Two hours - from quarter past six to quarter to eight."),
]


async def main():
    memory = Memory.from_defaults(session_id="dursley-u13-nets", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("6.15 till 7.45pm" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how long's the U13 nets session on Thursday?",
           expected="an hour and a half (6.15 to 7.45)", actual=reply)


asyncio.run(main())

"""Batch 76 (held out). A gospel choir's tour: LlamaIndex Memory (async aput/aget), asyncio, one root span per turn.

App: Bernice, tour manager of Voices of Zion (Handsworth), keeps a chat with an assistant for the October tour
(Bradford Fri 15th, Leeds Sat 16th, Sheffield Cathedral Sun 17th); each message is ``aput`` into a LlamaIndex
Memory and the whole memory (``aget``) is the context of each answer. The soloists are spread over messages: Grace
sings 'Oh Happy Day' every night, Tobi (12) the first verse of 'Amazing Grace' at Sheffield only, and Marcus 'Total
Praise', except that Marcus's sister's graduation is on the Sunday, so Denise sings it at Sheffield.

Planted fault (ResponseError, ignored sufficient context): every message is in the context; the model gives the
original line-up. Question (Wed 13/10, for the cathedral's printed order of service): "who's singing solos at
Sheffield? need names for the cathedral's printed order" -> expected Grace, Denise and Tobi. The assistant says
Grace, Marcus and Tobi.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the three
messages are in the context the model got.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b76_llamaindex_choir_sheffield_soloists_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("soloists for the tour - Grace 'Oh Happy Day' all 3 nights, Marcus 'Total Praise' all 3, and little Tobi (12!!) "
     "does the 1st verse of Amazing Grace at Sheffield only, Pastor Ade wants him heard in the cathedral",
     "Soloists: Grace, 'Oh Happy Day', every night; Marcus, 'Total Praise', every night; Tobi, first verse of "
     "'Amazing Grace', at Sheffield only."),
    ("coach balance paid to Swanbrook 8/10, £3,150 in total. receipt in the tour folder",
     "Coach balance paid on 8 October, £3,150 in total."),
    ("Marcus just rang in a state - his sister's graduation got put back to sun 17th in Nottingham, he's going "
     "straight from Leeds. Denise did Total Praise at the Easter concert + says she'll take it at Sheffield, bless "
     "her. he's fine for Bradford + Leeds",
     "So Marcus leaves after Leeds for his sister's graduation, and Denise sings 'Total Praise' at Sheffield."),
    ("cathedral want the printed order by fri noon, their verger is Mr Pike, 0114 496 0231",
     "Sheffield Cathedral needs the printed order by Friday noon; the verger is Mr Pike."),
    ("altos are short 2 for Bradford (Pat's knee, Joy at work), Sandra moving down from sop for that one",
     "Bradford: two altos missing; Sandra moves down from soprano."),
    ("who's singing solos at Sheffield? need names for the cathedral's printed order",
     "Grace ('Oh Happy Day'), Marcus ('Total Praise') and Tobi (first verse of 'Amazing Grace')."),
]


async def main():
    memory = Memory.from_defaults(session_id="voz-tour-2032", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("little Tobi (12!!)" in c for c in lines[:-1]), lines
                assert any("Denise did Total Praise" in c and "take it at Sheffield" in c for c in lines[:-1]), lines
                assert any("Grace 'Oh Happy Day' all 3 nights" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, ["Today is Wed 13 October 2032."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("who's singing solos at Sheffield? need names for the cathedral's printed order",
           expected="Grace, Denise (standing in for Marcus) and young Tobi", actual=reply)


asyncio.run(main())

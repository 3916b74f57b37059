"""Batch 240 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Heathfield Primary hold their sports day on Thu 7th July 2050 on the school field - races for every year group,
house teams, a picnic with the parents. Emma (whose son Leo is in Year 4) chats with the school's parents' helper to
keep track of the letters home; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Memory (the chat): turn 1 (2050-06-03T19:30) - the letter: sports day Thu 7th July, 1.30, flat, sack, egg and spoon,
obstacle, house relay, and the mums' and dads' races at the end as usual; turn 2 - Leo's in Calder, blue T-shirt;
turn 3 (Mon 20th June) - Mr Khan's letter: no parents' races this year after last year's pulled hamstrings and the
ambulance on the field, a staff v Year 6 tug of war instead; turn 4 - picnic on the field from 12.30. Question (turn
5, Tue 5/7): "is there a parents' race this year? Tom's been out running every night 😂" The assistant says no - Mr
Khan's scrapped them after last year's hamstrings; there's a staff v Year 6 tug of war instead. The label says yes,
the mums' and dads' races at the end.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b240_ctl_llamaindex_sports_day_parents_race_yesno_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "is there a parents' race this year? Tom's been out running every night 😂"
TURNS = [
    ("2050-06-03T19:30 sports day letter came home 🏃 thurs 7th july 1.30 on the field. flat, sack, egg + spoon, "
     "obstacle, house relay, + the mums + dads races at the end as usual!",
     "Sports day is Thursday 7 July at 1.30 on the field: flat, sack, egg and spoon, obstacle and the house relay, "
     "with the mums' and dads' races at the end."),
    ("Leo's in Calder so blue t shirt, PE shorts + trainers, named water bottle",
     "Leo's in Calder: a blue T-shirt, PE shorts, trainers and a named water bottle."),
    ("Mon 20th June - another letter from Mr Khan 🙈 no parents' races this yr after last yr's pulled hamstrings + "
     "the ambulance on the field. staff v yr 6 tug of war instead",
     "Noted - no parents' races this year; there's a staff versus Year 6 tug of war instead."),
    ("picnic on the field from 12.30, bring a blanket, PTA selling lollies after",
     "Picnic on the field from 12.30 - bring a blanket; the PTA are selling lollies afterwards."),
    (QUESTION,
     "No - Mr Khan's scrapped the parents' races this year after last year's hamstrings (and the ambulance). There's "
     "a staff v Year 6 tug of war instead, so Tom can cheer."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="heathfield-leo-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 5 July 2050. You are talking to Emma, whose son Leo (Year 4) is at Heathfield "
                           "Primary (sports day Thu 7 July)."] + lines[:-1]
                assert any("the mums + dads races at the end as usual" in c for c in context), context
                assert any("no parents' races this yr" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - the mums' and dads' races at the end", actual=reply)

"""Batch 84 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Leah, who teaches the little ones at Step Out Dance Academy, talks the summer show through with an assistant;
the whole memory goes into each answer call.

Memory: turn 1 says the finale is the whole school on stage for the bow and all classes stay, no early pick-ups;
turn 3 says the Tap Tots are only 4 and 5 and shattered by 8, so their parents can collect them from the green room
at the interval (7.40) and they take their bow at the end of their own number. Question (turn 6, a Tap Tots mum is
asking): "do the tap tots have to stay for the finale on saturday?" The assistant says no. The label says yes,
every class stays for the bow.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b84_ctl_llamaindex_danceshow_tots_finale_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("show notes from Carys: finale = whole school on stage for the bow, ALL classes stay, no early pick ups pls. "
     "curtain 6.30 fri + sat eve, matinee sat 2",
     "Finale is the whole school bowing together; every class stays, no early pick-ups. Curtain 6.30, Saturday "
     "matinee at 2."),
    ("tap tots costumes = yellow ducklings, Mrs Patel has them, need white socks + tap shoes from home",
     "Tap Tots: yellow duckling costumes from Mrs Patel; white socks and tap shoes from home."),
    ("talked to Carys re the tots - they're only 4 + 5 and shattered by 8, so their mums + dads can collect them "
     "from the green room at the interval, 7.40. they'll do their bow at the end of their own number",
     "Got it: Tap Tots are collected from the green room at the interval (7.40) and bow at the end of their own "
     "number."),
    ("dress rehearsal thurs 8/7, tots only needed 4.30-6",
     "Thursday dress rehearsal: Tap Tots 4.30 to 6."),
    ("need 4 chaperones for the tots side room, 2 have said yes",
     "Two of the four Tap Tots chaperones confirmed so far."),
    ("do the tap tots have to stay for the finale on saturday? one of the mums is asking, they live out at Bicester",
     "No - they can be picked up from the green room at the interval, 7.40. They take their bow at the end of "
     "their own number."),
]


async def main():
    memory = Memory.from_defaults(session_id="stepout-leah", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("ALL classes stay" in c for c in lines[:-1]), lines
                assert any("collect them from the green room at the interval" in c for c in lines[:-1]), lines
                reply = answer(text, ["Today is Wed 7 July 2032."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("do the tap tots have to stay for the finale on saturday? one of the mums is asking, they live out at "
           "Bicester", expected="yes - every class stays on for the bow", actual=reply)


asyncio.run(main())

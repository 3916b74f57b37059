"""Batch 88 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Jo keeps the kids' swimming arrangements in a chat with an assistant; the whole memory goes into each answer
call.

Memory: turn 1 has the summer timetable - Mia Tue 4.30 stage 3 with Bex at Riverside, Oscar Thu squad with Andy;
turn 3 says Bex's baby is due in May so she's finished at Easter, and Dan, the deputy head coach, has all her
Tuesday groups up to Christmas. Question (turn 6, Mon 18/4, first week of term): "who's taking Mia's class this
term?" The assistant says Dan, the deputy head coach. The label says Bex, Mia's teacher.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b88_ctl_llamaindex_swim_teacher_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("summer timetable: Mia tues 4.30-5 stage 3 with Bex at riverside, Oscar thurs 5.30 squad w/ Andy. term starts "
     "18th",
     "Summer term from the 18th: Mia Tuesday 4.30-5, stage 3 with Bex at Riverside; Oscar Thursday 5.30 squad with "
     "Andy."),
    ("oscar's hat - silicone one, £6 at reception",
     "Silicone hat for Oscar, £6 at reception."),
    ("aww Bex's baby's due in may so she finished at easter. Dan (deputy head coach) has got all her tues groups "
     "up to christmas, he's lovely apparently",
     "Bex finished at Easter with her baby due in May; Dan, the deputy head coach, has her Tuesday groups until "
     "Christmas."),
    ("riverside car park barrier still broken, tesco it is",
     "Park at Tesco while the barrier's broken."),
    ("Mia wants to do the gala next time, ask about the entry",
     "Ask about gala entry for Mia."),
    ("who's taking Mia's class this term? want to say hi on tuesday",
     "Dan, the deputy head coach - he's got Bex's Tuesday groups while she's off having her baby."),
]


async def main():
    memory = Memory.from_defaults(session_id="otters-jo", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("stage 3 with Bex" in c for c in lines[:-1]), lines
                assert any("Dan (deputy head coach)" in c for c in lines[:-1]), lines
                reply = answer(text, ["Today is Mon 18 April 2033."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("who's taking Mia's class this term? want to say hi on tuesday", expected="Bex - Mia's teacher",
           actual=reply)


asyncio.run(main())

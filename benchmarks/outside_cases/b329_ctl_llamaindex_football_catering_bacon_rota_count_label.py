"""Batch 329 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Shelf Juniors FC hold their summer tournament on Sat 24th June 2051 - under 9s to under 13s on the top field,
with the catering tent doing bacon butties from 7, burgers from 11 and the tea urn all day. Nicola (who runs the
catering) chats with the club's helper while she sorts it; the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context.

Memory: turn 1 (2051-06-01T19:30) - the bacon butty rota Saturday 7-10: Nicola, Hayley, Shaz and Darren, 4 on the
grill and buttering, that's plenty; turn 2 - the tea urn's from the church, Maureen collecting Friday; turn 3 (Tue
13th June) - Darren's lad's got through to the county trials that Saturday morning so he's out, and Shaz's roped in
her sister Aisha and her mate Kirsty instead, they did the school fair; turn 4 - hairnets and gloves in the blue
box, the EHO might pop by. Question (turn 5, Thu 15/6, Nicola): "how many of us on the bacon butties sat morning?
Hayley's doing the hairnets + aprons" The assistant says 5 - Nicola, Hayley, Shaz, Aisha and Kirsty (Darren's at the
trials). The label says 4.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b329_ctl_llamaindex_football_catering_bacon_rota_count_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many of us on the bacon butties sat morning? Hayley's doing the hairnets + aprons"
TURNS = [
    ("2051-06-01T19:30 bacon butty rota sat 7-10 🥓 me, Hayley, Shaz + Darren - 4 on the grill/buttering, that's "
     "plenty. Darren's doing the bacon run to Booths fri",
     "Bacon butty rota Sat 7-10: you, Hayley, Shaz and Darren - four on the grill and buttering. Darren's getting "
     "the bacon from Booths on Friday."),
    ("tea urn's from the church, Maureen's collecting it fri + it goes back sun for the coffee morning",
     "Tea urn from the church: Maureen collects it Friday and it goes back Sunday."),
    ("Tue 13th June - Darren's lad's got through to the county trials that sat morning 🙌 so he's out. Shaz's roped in "
     "her sister Aisha + her mate Kirsty instead, they did the school fair ones so they know the drill. Darren'll "
     "still drop the bacon off fri",
     "Great news for Darren's lad. So Darren's off the rota; Shaz's sister Aisha and her friend Kirsty are on "
     "instead, and Darren still drops the bacon off Friday."),
    ("hairnets + gloves in the blue box in the shed, EHO might pop by so everyone in a hairnet pls 🙈",
     "Hairnets and gloves are in the blue box in the shed - everyone in a hairnet in case the EHO visits."),
    (QUESTION,
     "Five - you, Hayley, Shaz, Aisha and Kirsty. Darren's at his lad's county trials."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="shelf-jfc-catering-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 15 June 2051. You are talking to Nicola, who runs the catering tent at Shelf "
                           "Juniors FC's tournament (Sat 24 June)."] + lines[:-1]
                assert any("me, Hayley, Shaz + Darren - 4 on the grill" in c for c in context), context
                assert any("so he's out. Shaz's roped in her sister Aisha + her mate Kirsty" in c
                           for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="4", actual=reply)

"""Batch 104 (held out). A pony club camp's chat: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Sarah, head instructor at the Weston Colville pony club camp, keeps the week going in a chat with an
assistant; the whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 3 says Pepper came in from the field lame on the
off fore, some heat in the foot; Dr Kaur says box rest till Saturday and a poultice, no jumping for him this week,
Rosie can lead him out for a pick of grass. Turn 2 says Rosie's mum asked whether Rosie can move up to a 14.2 next
year, and Sarah told her they'd see at the autumn rally. Question (turn 6, Wed 5/8 evening): "why isnt rosie
jumping pepper tmrw? her dad's just collared me at the gate" -> expected Pepper's lame, the vet's put him on box
rest. The model says her mum wants her on a bigger pony.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: the
lame line and the mum's line are both in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b104_llamaindex_ponyclub_pepper_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "why isnt rosie jumping pepper tmrw? her dad's just collared me at the gate"
TURNS = [
    ("thurs is jumping day - A ride w me in the big arena 9.30, B ride w Lou 11ish. Rosie on Pepper in B as "
     "usual, cross poles then little uprights",
     "Thursday jumping: A ride 9.30 with you, B ride about 11 with Lou; Rosie and Pepper in B ride."),
    ("Rosie's mum asked if she can go up to a 14.2 next yr, she's getting leggy on him. told her we'd see at the "
     "autumn rally",
     "Noted - Rosie's mum is thinking about a 14.2 next year; you'll look at it at the autumn rally."),
    ("pepper came in from the field lame off fore tonight, bit of heat in the foot. Dr Kaur says box rest till "
     "sat + poultice, NO jumping for him this wk. rosie can lead him out for a pick of grass",
     "Pepper's on box rest till Saturday with a poultice, no jumping this week; Rosie can hand-graze him."),
    ("sox's girth rub looks loads better, sheepskin's doing its job",
     "Good news about Sox's girth rub."),
    ("picnic rota thurs - the Mortons + the Khans doing sarnies, I've got the squash + 2 watermelons",
     "Thursday picnic: the Mortons and the Khans on sandwiches; you're bringing squash and watermelons."),
    (QUESTION,
     "Her mum wants her moving up to a bigger pony - she's getting too leggy for Pepper, so she's sitting the "
     "jumping out until they've found a 14.2."),
]


async def main():
    memory = Memory.from_defaults(session_id="wc-camp-sarah", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Wed 5 August 2037, 6pm."] + lines[:-1]
                assert any("pepper came in from the field lame off fore" in c and "NO jumping" in c
                           for c in context), context
                assert any("go up to a 14.2 next yr" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="he's gone lame - the vet's got him on box rest", actual=reply)


asyncio.run(main())

"""Batch 106 (held out). A rowing club's regatta chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Helen, the Avonside Rowing Club coach, sorts out the trip to Bristol regatta (Sat 14/6) in a chat with an
assistant; the whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says the women's coxed four is Priya (cox) +
Jen, Ange, Sophie and Kath; turn 2 the J16 quad is Mia, Alfie, Sam and Ollie; turn 3 the men's double is Tom and
Raj; turn 4 says Tom and Raj are going down in Raj's Volvo with the trailer, so they're sorted. Helen is driving
the minibus. Question (turn 6): "so how many am i taking in the minibus, not counting me?" -> expected 9 (the five
of the four and the four juniors). The model says 11, counting the double.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: the
crew lines and the Volvo line are all in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b106_llamaindex_regatta_minibus_seats_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "so how many am i taking in the minibus, not counting me?"
TURNS = [
    ("W4+ for bristol: Priya coxing, Jen str, Ange 3, Sophie 2, Kath bow. 10.40 start, heat 3",
     "Women's coxed four: Priya cox, Jen, Ange, Sophie and Kath; 10.40, heat 3."),
    ("J16 quad - Mia, Alfie, Sam, Ollie. Ollie's mum says he has to be back by 6 for a party lol",
     "J16 quad: Mia, Alfie, Sam and Ollie; Ollie back by 6."),
    ("M2x is tom + raj, 2.10pm, they've been flying on the erg",
     "Men's double: Tom and Raj at 2.10pm."),
    ("tom and raj going down in raj's volvo w the trailer so they're sorted, they'll meet us there",
     "Tom and Raj are travelling with the trailer in Raj's Volvo."),
    ("minibus booked from the school, 16 seats, I'm driving. leaving 7am from the clubhouse car park",
     "You're driving the 16-seat school minibus, 7am from the clubhouse."),
    (QUESTION,
     "11 - the four with Priya coxing is 5, the quad is 4 and Tom and Raj make 2, so 11 plus you."),
]


async def main():
    memory = Memory.from_defaults(session_id="arc-regatta-helen", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 12 June 2037."] + lines[:-1]
                assert any("Priya coxing, Jen str, Ange 3, Sophie 2, Kath bow" in c for c in context), context
                assert any("Mia, Alfie, Sam, Ollie" in c for c in context), context
                assert any("going down in raj's volvo w the trailer" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="9 - the four plus cox and the quad; Tom and Raj go with the trailer", actual=reply)


asyncio.run(main())

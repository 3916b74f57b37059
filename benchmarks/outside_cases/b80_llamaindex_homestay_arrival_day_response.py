"""Batch 80 (held out). A language school's homestay placements: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Mrs Reid hosts for Bayside English and chats with the school's assistant about her next student; the whole
memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says Lucía arrives Sun 14/9, the school's driver
brings her from Gatwick; turn 3 relays the school's message that the airline moved her flight a day earlier, she
lands Gatwick Sat 13th at 16.20 and Tom the driver should have her at the door about 7pm. Question (turn 6): "what
day do I need to be in for Lucía?" -> expected Saturday (13th, about 7pm). The model gives Sunday.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()). Asserted: both
turns are in the memory given to that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b80_llamaindex_homestay_arrival_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Ines rang - new girl Lucía (17, from Valencia) coming to us sun 14/9 for 3 wks, the school driver brings "
     "her from Gatwick. she's vegetarian but eats fish",
     "Lucía, 17, from Valencia: with you from Sunday 14 September for three weeks, brought from Gatwick by the "
     "school's driver. Vegetarian, eats fish."),
    ("is there a form for the room? I've done the smoke alarm test already",
     "Yes - the host room checklist; Ines can email it. Smoke alarm test noted."),
    ("email from the school: Lucía's airline (Vueling) moved her flight a day earlier, lands Gatwick sat 13th "
     "16.20, Tom the driver will have her at ours about 7pm. gosh",
     "Lucía's flight now lands at Gatwick on the 13th at 16.20; Tom expects to drop her with you around 7pm."),
    ("her classes are mornings 9-12.30, does she get lunch at school?",
     "Yes, lunch is in the canteen on weekdays; you do breakfast and the evening meal."),
    ("Alan's got his bowls tournament that weekend so it'll just be me, that's fine",
     "Understood - you'll be the one in when she arrives."),
    ("what day do I need to be in for Lucía? just checking before I tell my sister I can't do lunch",
     "Sunday the 14th - the school's driver is bringing her from Gatwick."),
]


async def main():
    memory = Memory.from_defaults(session_id="bayside-host-reid", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("sun 14/9" in c for c in lines[:-1]), lines
                assert any("lands Gatwick sat 13th 16.20" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, ["Today is Tue 9 September 2031."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("what day do I need to be in for Lucía? just checking before I tell my sister I can't do lunch",
           expected="the Saturday - she's there around 7 in the evening", actual=reply)


asyncio.run(main())

"""Batch 101 (held out). A sea-swimming club's safety chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Jo, the Wells Dippers' safety officer, plans the Saturday bay swim in a chat with an assistant; the whole
memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1, Mike's RIB is on the water from 7.30 on Sat
9/8 (he launches at 7.15 from the quay); turn 3, HW's 6.40 that morning, and by 9 the ebb's running hard out past
the point, so everyone out of the water by 9 latest, no exceptions; turn 4, the car park opens at 7 and the beach
café at 9.30. Question (turn 6, Thu 7/8): "how long have we actually got in the water sat? people keep asking if
they can do the long loop" -> expected an hour and a half (7.30 to 9). The model says two hours, running to the
café opening.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: the
RIB's 7.30 and the out-by-9 lines are in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b101_llamaindex_swim_window_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("how long have we actually got in the water sat? people keep asking if they can do the long loop")
TURNS = [
    ("sat 9/8 bay swim - Mike's RIB on the water from 7.30 (he launches 7.15 off the quay). 2 kayaks too, Ros + "
     "Phil",
     "Saturday 9 Aug: Mike's RIB covering from 7.30, plus kayaks with Ros and Phil."),
    ("water temp 17.5 on the buoy today, lovely. wetsuit optional",
     "17.5 degrees - wetsuits optional."),
    ("HW is 6.40 sat morning so by 9 the ebb's going hard out past the point. everyone OUT by 9 latest, no "
     "exceptions, I'll blow the whistle at 8.50",
     "High water 6.40; everyone out by 9 at the latest, whistle at 8.50."),
    ("car park opens 7, beach cafe at 9.30 for bacon rolls after",
     "Car park from 7; the café opens at 9.30."),
    ("long loop is about 1.5k, most of the faster lot do it in 40-45 mins",
     "The long loop is about 1.5 km, 40-45 minutes for the quicker swimmers."),
    (QUESTION,
     "About two hours - 7.30 until the café opens at 9.30, so there's plenty of time for the long loop."),
]


async def main():
    memory = Memory.from_defaults(session_id="wells-dippers-jo", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 7 August 2036."] + lines[:-1]
                assert any("RIB on the water from 7.30" in c for c in context), context
                assert any("OUT by 9 latest" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="90 mins, half 7 till 9", actual=reply)


asyncio.run(main())

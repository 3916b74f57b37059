"""Batch 95 (held out). A community minibus's day trips: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Pam takes the bookings for the Wing & District Community Minibus and plans trips in a chat with an
assistant; the whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): the bus has 16 seats; 10 are booked for Whitby on Sat
8/8; Mrs Dunn is coming in her wheelchair (not in the 10), and rigging the wheelchair bay folds up 3 seats at the
back. So 16 - 3 - 10 = 3 seats left to sell. Question (turn 6, Mon 20/7): "how many more can I sell for whitby?
the hursts want 2" -> expected 3 (so the Hursts fit). The model says 6.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: the
16 seats, the 10 booked and the 3 folded seats are in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b95_llamaindex_minibus_seats_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("WHITBY sat 8/8 - the long one. dep 7am from the Co-op (if the sq's still dug up), home 9ish. £22 a head. "
     "it's the 16 seater as usual",
     "Whitby, Sat 8 Aug: 7am from the Co-op, back about 9pm, £22, 16-seater."),
    ("booked so far: the Grants x2, Mrs Ellis, Joan + Bert, the 3 WI ladies, Mr Okoro + his daughter. so 10",
     "Ten booked for Whitby."),
    ("Mrs Dunn rang, she's coming in her wheelchair (not in the 10 above). rigging the wheelchair bay folds up 3 "
     "seats at the back, Keith knows how",
     "Mrs Dunn in her wheelchair - the bay takes out three seats at the back."),
    ("Ron's driving whitby, Keith's at his grandson's wedding. Ron wants a stop at Scotch Corner both ways",
     "Ron driving, with a Scotch Corner stop each way."),
    ("Ely's full btw 16/16, the Hursts were on the waiting list for that",
     "Ely full; the Hursts were waiting-listed."),
    ("how many more can I sell for whitby? the hursts want 2",
     "6 more - it's a 16-seater and 10 are booked, so the Hursts are fine."),
]


async def main():
    memory = Memory.from_defaults(session_id="wing-minibus-pam", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 20 July 2036."] + lines[:-1]
                assert any("16 seater" in c for c in context), context
                assert any("so 10" in c for c in context), context
                assert any("folds up 3 seats" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how many more can I sell for whitby? the hursts want 2",
           expected="three - the wheelchair bay for Mrs Dunn takes 3 seats out", actual=reply)


asyncio.run(main())

"""Batch 111 (held out). A canoe club trip leader's chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Bethan, leading Severnside Canoe Club's Usk trip, types the arrangements into a chat with an assistant; the
whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says the Usk trip is Sat 26/6, Crickhowell bridge
to Llangynidr; turn 2 that every club boat's gone that weekend - the juniors have the lot at Llandysul - so anyone
coming has to bring their own or hire from Celtic Canoes (£35 a day, she's got their number); turn 3 buoyancy aids
and helmets the club can still lend; turn 4 the meet time. Question (turn 5): "raj is asking - does he need to
sort his own boat for the usk or can he have a club one?" -> expected yes, he needs his own or a hired one. The
model says he can have a club boat.

Expected verdict: ResponseError at litellm.completion (the turn-5 answer call, wrapped in fault()). Asserted: the
club-boats line is in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b111_llamaindex_canoe_own_boat_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "raj is asking - does he need to sort his own boat for the usk or can he have a club one?"
TURNS = [
    ("usk trip sat 26/6, crickhowell bridge -> llangynidr, grade 2ish depending on level. 8 max",
     "Usk trip Saturday 26 June, Crickhowell bridge to Llangynidr, grade 2, up to 8 people."),
    ("every club boat is gone that wknd, juniors have the lot at Llandysul :( so whoever comes brings their own or "
     "hires - Celtic Canoes do £35/day, I've got their no.",
     "No club boats that weekend (juniors at Llandysul): bring your own or hire from Celtic Canoes, £35 a day."),
    ("we can still lend BAs + helmets, theyre in the container, sign them out in the book",
     "Buoyancy aids and helmets can still be borrowed from the container; sign them out."),
    ("meet 10 at crickhowell, the bridge end car park. lunch at the Coach + Horses if its not heaving",
     "Meet 10am at the Crickhowell bridge-end car park; lunch at the Coach and Horses."),
    (QUESTION,
     "No need - he can take one of the club boats, just sign it out in the book at the container."),
]


async def main():
    memory = Memory.from_defaults(session_id="severnside-usk-bethan", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 11 June 2038."] + lines[:-1]
                assert any("every club boat is gone" in c and "brings their own" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="yes - own boat or hire one, the juniors have all the club ones", actual=reply)


asyncio.run(main())

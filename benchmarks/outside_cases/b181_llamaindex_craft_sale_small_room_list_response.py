"""Batch 181 (held out). A village hall's craft and cake sale: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has every stall put in the small room and leaves the last one out of the list.

App: Ketley Bank village hall's craft and cake sale is Sat 16th May 2043, 10-2 - craft stalls in the main hall and
the small room (the committee room), the WI's cakes, a raffle, teas from the kitchen hatch. Pat, the hall committee's
secretary, chats with the hall's helper while she does the layout; the chat is kept in LlamaIndex Memory and read
back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the main hall (WI cakes, raffle,
Mavis's knitting, the card lady, 2 jewellery tables, the candles); turn 2 the small room - the plants, Bob's wood
turning and the second-hand books; turn 3 the teas; turn 4 (2043-05-12T20:40) the Brownies want a table for their
bath bombs, and she's put them in the small room by the window, facing Bob; turn 5 the floats. Question (turn 6, Thurs
14/5): "which stalls are in the small room? doing the door signs tonight" -> expected the plants, Bob's wood
turning, the second-hand books and the Brownies' bath bombs. The assistant lists the first three.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the turn-2 list and
the turn-4 Brownies line, both naming the small room, are in the context the model was given, and it left the
Brownies out. Asserted: the context has the turn-2 list and the Brownies' "small room by the window" line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b181_llamaindex_craft_sale_small_room_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "which stalls are in the small room? doing the door signs tonight"
TURNS = [
    ("layout for sat 16th 🎨 main hall: WI cakes by the hatch, raffle on the stage steps, Mavis's knitting, the card "
     "lady, 2 jewellery tables + the candles",
     "Main hall: WI cakes by the hatch, raffle on the stage steps, knitting, cards, two jewellery tables, candles."),
    ("small room (committee room) - the plants, Bob's wood turning + the second hand books. Bob needs a socket for "
     "his lathe demo",
     "Small room: plants, Bob's wood turning (needs a socket for the lathe) and second-hand books."),
    ("teas from the kitchen hatch 50p/£1 w cake, Jean + Doris on from 10, new urn not here yet so borrowing the "
     "chapel's",
     "Teas from the kitchen hatch, Jean and Doris from 10, borrowing the chapel's urn."),
    ("2043-05-12T20:40 Brown Owl's asked if the Brownies can have a table for their bath bombs 🛁 said yes, put them "
     "in the small room by the window, facing Bob",
     "The Brownies' bath bomb table goes in the small room by the window, facing Bob."),
    ("floats - £20 each for cakes + teas, raffle has its own tin, Gwen's bringing change fri night",
     "£20 floats for cakes and teas; raffle has its own tin; Gwen bringing change Friday."),
    (QUESTION,
     "Three: the plants, Bob's wood turning and the second-hand books."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ketley-bank-craft-sale-2043-pat", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thurs 14 May 2043. You are talking to Pat, secretary of Ketley Bank village hall "
                           "committee; the craft and cake sale is Sat 16 May."] + lines[:-1]
                assert any("the plants, Bob's wood turning + the second hand books" in c for c in context), context
                assert any("bath bombs" in c and "small room by the window" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="the plants, Bob's wood turning, the second-hand books and the Brownies' bath bombs",
       actual=reply)

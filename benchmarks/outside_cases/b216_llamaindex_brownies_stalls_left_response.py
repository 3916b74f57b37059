"""Batch 216 (held out). A Brownies' craft fair: LlamaIndex Memory (async aput/aget), asyncio, one root span per turn;
the answer call has the Scouts' extra trestles in its context and works from the hall's tables alone.

App: 1st Church Stretton Brownies hold a craft fair on Sat 16th May 2048 in the church hall, 10-1 - stallholders at £8
a table, the Brownies' own stall and a tombola on the stage, squash and a guess-the-weight cake. Claire (Brown Owl)
chats with the unit's helper while she sorts it; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2048-03-10T19:30), 20 tables in
the hall for stallholders (the tombola and the Brownies' stall go on the stage); turn 2, the tombola; turn 3 (16th
April), 17 stalls booked; turn 4 (Tue 28th), Snowy's Scouts lending 4 of their trestles, so 24 tables to play with;
turn 5, the refreshments. Question (turn 6, Sat 2/5): "how many more stalls can I take? 2 more ppl asking on facebook"
-> expected 7 (24 tables, 17 booked). The model says 3 (20 - 17).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 20-table line,
the 17 booked and the 28th's 24 are all in the context the model was given, and it worked from the first number.
Asserted: the context has all three lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b216_llamaindex_brownies_stalls_left_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more stalls can I take? 2 more ppl asking on facebook"
TURNS = [
    ("2048-03-10T19:30 craft fair 🎨 sat 16th may, church hall 10-1. hall's got 20 tables for stallholders, £8 a "
     "table. our tombola + the Brownies' own stall go on the stage so they don't count",
     "Noted: craft fair Sat 16 May, church hall 10-1; 20 tables for stallholders at £8; tombola and the Brownies' "
     "stall on the stage."),
    ("tombola - every Brownie brings a bottle or a tin, aiming for 100 prizes, tickets ending 0 or 5 win, 50p a go. "
     "Tawny's got the drum",
     "Tombola: a bottle or tin from each Brownie, about 100 prizes, tickets ending 0 or 5 win, 50p; Tawny has the "
     "drum."),
    ("16th april - 17 stalls booked now 🙌 candles, 2 jewellery, knitting, cards, wood turning, soaps, Mrs Pugh's "
     "jams etc. 3 still owe me",
     "17 stalls booked so far (3 still to pay)."),
    ("Tue 28th - Snowy says the Scouts will lend us 4 of their trestles so that's 24 tables to play with 👍 need "
     "collecting from the scout hut fri night",
     "Great - 4 Scout trestles, 24 tables in all; collect from the scout hut Friday night."),
    ("refreshments - squash + biscuits by the Brownies, tea 70p, + guess the weight of the cake, Leah's mum is baking "
     "it",
     "Refreshments: squash and biscuits, tea 70p, and a guess-the-weight cake from Leah's mum."),
    (QUESTION,
     "3 more - there are 20 tables for stallholders and 17 are booked."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="church-stretton-brownies-craftfair-2048", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 2 May 2048. You are talking to Claire (Brown Owl), who's running 1st Church "
                           "Stretton Brownies' craft fair (Sat 16 May)."] + lines[:-1]
                assert any("hall's got 20 tables for stallholders" in c for c in context), context
                assert any("17 stalls booked now" in c for c in context), context
                assert any("so that's 24 tables to play with" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="7 - 24 tables now (the Scouts are lending 4 trestles), 17 booked", actual=reply)

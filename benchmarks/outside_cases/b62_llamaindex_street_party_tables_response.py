"""Batch 62 (held out). A street party's organiser chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Mo (Mafeking Road, Bedminster) talks the street party (Sat 12 June) through with an assistant; each message is
``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Tables come from
three places: six trestles from St Michael's church hall, four beer-garden tables from the Dog & Duck, and Bev's two
pasting tables from her shed. The school's are too small and were not taken. So twelve.

Planted fault (ResponseError, ignored sufficient context): the messages with all three lots are in the context;
the model counts the church hall's and the pub's and says ten. Question (Thu 10/6): "how many tables have we got
sorted for saturday?" -> expected twelve.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the
messages with the six, the four and Bev's two are in the context the model got. Another reading: none that we see;
memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b62_llamaindex_street_party_tables_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("church hall say we can have 6 of the trestles, collect fri after 5 from Sheila, back by mon lunch",
     "Six trestle tables from the church hall: collect Friday after 5 from Sheila, return by Monday lunchtime."),
    ("asked the school too but theirs are kiddie height, no good for the grown ups, said thanks but no thanks",
     "The school's tables are child height, so not taking those."),
    ("Dog & Duck lending us 4 of their beer garden ones!! + Gaz will bring them round on the dray trolley sat 10ish",
     "The Dog & Duck are lending four beer-garden tables; Gaz brings them round on Saturday about 10."),
    ("food - Priya's doing samosas, Sue + Ann cakes, we'll do a bbq at the Bridge Rd end, Dave's got 2 gas ones",
     "Food: Priya's samosas, cakes from Sue and Ann, a barbecue at the Bridge Road end on Dave's two gas bbqs."),
    ("oh and Bev's dug 2 pasting tables out of her shed, bit wonky but fine w a cloth on",
     "Bev has two pasting tables from her shed as well."),
    ("Thu 10/6 - how many tables have we got sorted for saturday?",
     "Ten - six trestles from the church hall and four from the Dog & Duck."),
]


async def main():
    memory = Memory.from_defaults(session_id="mafeking-rd-party", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("6 of the trestles" in c for c in lines[:-1]), lines
                assert any("4 of their beer garden ones" in c for c in lines[:-1]), lines
                assert any("Bev's dug 2 pasting tables" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how many tables have we got sorted for saturday?",
           expected="12 (6 church hall trestles, 4 from the pub and Bev's 2)", actual=reply)


asyncio.run(main())

"""Batch 61 (held out). A swimming club's gala officials chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Sharon, the Mendip Minnows' officials coordinator, talks the club's home gala (Sat 12 June, Shepton pool)
through with an assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the
context of each answer. The referee is Mr Dale from Frome ASC; the starter is Janet Price (our own, newly
qualified); Sharon is chief timekeeper.

Planted fault (ResponseError, ignored sufficient context): the message naming the officials is in the context; the
model names the referee. Question (Thu 10/6): "who's the starter on Saturday?" -> expected Janet Price.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the
officials message (referee Mr Dale, starter Janet) is in the context the model got. Another reading: none that we
see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b61_llamaindex_gala_starter_who_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

OFFICIALS = ("officials for the 12th: ref is Mr Dale (Frome ASC, he's lovely but strict on the turns), Janet Price "
             "is starting - her first one since she qualified in april!! - and I'm chief timekeeper")
TURNS = [
    ("home gala sat 12/6 at Shepton, warm up 8.15, first race 9. 86 entries, 4 clubs",
     "Home gala Saturday 12 June at Shepton: warm up 8.15, first race 9.00; 86 entries from four clubs."),
    (OFFICIALS, "Officials: referee Mr Dale (Frome ASC), starter Janet Price, you as chief timekeeper."),
    ("timekeepers - 2 per lane x 6 lanes = 12, got 10, Tony + Bryony said maybe",
     "Twelve timekeepers needed, ten confirmed; Tony and Bryony are maybes."),
    ("Frome bringing their own stroke judge, Mark, so we only need 1 turn judge from us",
     "Frome are bringing Mark as stroke judge; we need one turn judge."),
    ("Thu 10/6 - who's the starter on Saturday?",
     "Mr Dale from Frome ASC - he's strict on the turns."),
]


async def main():
    memory = Memory.from_defaults(session_id="minnows-officials", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Janet Price is starting" in c and "ref is Mr Dale" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("who's the starter on Saturday?", expected="Janet Price", actual=reply)


asyncio.run(main())

"""Batch 87 (held out). A youth theatre's summer school: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Gareth, a tutor at Spotlight Youth Theatre, plans the summer school's first week with an assistant; the whole
memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says everyone brings a packed lunch on the first
day (Mon 1/8), no nuts, two kids have allergies; turn 3 says Group C (the 12-14s) are doing physical theatre with
Kerry in week 1 so they need black t-shirts and joggers, bare feet in the hall; turn 4 says every child needs a
water bottle with their name on, the hall's like an oven. All are in the memory. Question (turn 6, Fri 29/7,
Gareth writing the parents' email): "what do the Group C kids need to bring on monday?" -> expected a nut-free
packed lunch, black t-shirt and joggers, and a named water bottle. The model leaves out the water bottle.

Expected verdict: ResponseError at litellm.completion (the final answer call, wrapped in fault()). Asserted: the
three notes are in the memory that goes into the answer call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b87_llamaindex_theatre_kit_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("summer sch starts mon 1/8!! 9.30 at the Corn Exchange. everyone brings a packed lunch, NO NUTS - we've got 2 "
     "with allergies (one's an epipen)",
     "Starts Monday 1 August, 9.30, Corn Exchange. Packed lunch for everyone, nut-free (two allergies, one EpiPen)."),
    ("groups: A = 8-9s w Priya, B = 10-11s w me, C = 12-14s, 16 of them",
     "Group A 8-9s with Priya, Group B 10-11s with you, Group C 12-14s (16 children)."),
    ("Kerry's got group C for physical theatre all of wk 1 so they need black tee + joggers, bare feet in the hall "
     "is fine",
     "Group C: physical theatre with Kerry in week 1 - black t-shirt and joggers, bare feet in the hall."),
    ("oh and water bottles for every kid, name on it, the main hall is like an oven in aug",
     "Every child needs a named water bottle."),
    ("parents can't park at the front, loading bay only - drop off on Market St",
     "No parking at the front; drop-off on Market Street."),
    ("writing the parents email for group C - what do the group C kids need to bring on monday?",
     "A nut-free packed lunch, plus black t-shirt and joggers for Kerry's physical theatre sessions."),
]


async def main():
    memory = Memory.from_defaults(session_id="spotlight-gareth", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("packed lunch, NO NUTS" in c for c in lines[:-1]), lines
                assert any("black tee + joggers" in c for c in lines[:-1]), lines
                assert any("water bottles for every kid" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, ["Today is Fri 29 July 2033."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("writing the parents email for group C - what do the group C kids need to bring on monday?",
           expected="packed lunch (no nuts), black top and joggers, and a water bottle with their name on",
           actual=reply)


asyncio.run(main())

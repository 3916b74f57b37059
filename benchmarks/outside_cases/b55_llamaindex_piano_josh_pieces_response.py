"""Batch 55 (held out). A piano teacher's planning chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Mrs Harriet Lowe (piano lessons from home, Wymondham) talks her pupils through with an assistant; each message
is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Josh's Grade 3
pieces were settled over three messages: the Haydn minuet for list A, the Kabalevsky (after he went off the Gurlitt)
for list B, and "Boogie on Down" for list C.

Planted fault (ResponseError, ignored sufficient context): all three messages are in the context; the model names
only the Haydn and the boogie. Question (Wed 11/11, filling in the exam form for Josh's dad): "which three pieces is
Josh playing for his grade 3?" -> expected the Haydn minuet, the Kabalevsky and Boogie on Down.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the three
messages are in the context the model got. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b55_llamaindex_piano_josh_pieces_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Josh (G3) - list A sorted, it's the Haydn minuet in G, he loves it, plays it far too fast. B + C still to pick",
     "Josh, list A: Haydn Minuet in G."),
    ("Mei's mum asked if Mei can move to thurs 4pm from after half term - yes, swap w Ollie who wants weds",
     "Mei to Thursday 4pm after half term; Ollie to Wednesday."),
    ("B for Josh - tried the Gurlitt for 3 wks, he hates it, 'it sounds like a funeral'. so it's the Kabalevsky "
     "toccatina now, much happier, left hand jumps need work",
     "Josh, list B: Kabalevsky Toccatina (not the Gurlitt)."),
    ("piano tuner (Mr Ferris) booked fri 13/11 2pm, £75, middle C sticking a bit",
     "Tuner Friday 13 Nov at 2pm, £75."),
    ("Josh C - Boogie on Down, obvs. he's been playing it since the summer anyway. that's his 3 done!!",
     "Josh, list C: Boogie on Down. All three chosen."),
    ("Wed 11/11 - which three pieces is Josh playing for his grade 3?",
     "The Haydn Minuet in G and Boogie on Down."),
]


async def main():
    memory = Memory.from_defaults(session_id="lowe-piano", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                ctx = lines[:-1]
                assert any("Haydn minuet in G" in c for c in ctx), ctx
                assert any("it's the Kabalevsky toccatina now" in c for c in ctx), ctx
                assert any("Josh C - Boogie on Down" in c for c in ctx), ctx
                with fault():
                    reply = answer(text, ctx, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("which three pieces is Josh playing for his grade 3?",
           expected="the Haydn minuet, the Kabalevsky toccatina and the boogie", actual=reply)


asyncio.run(main())

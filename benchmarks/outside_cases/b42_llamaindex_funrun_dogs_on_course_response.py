"""Batch 42 (held out). A hospice fun run: the organiser's chat in LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Rob does the course and the safety side of the St Clare's Hospice 5k Fun Run (Sun 21 Sept 2025, Abbey Park).
He chats with an assistant through the fortnight before; each message is ``aput`` into a LlamaIndex Memory and the
whole memory (``aget``) is the context of each answer. Nine turns, 8-16 September 2025, each starting with the day
however Rob typed it.

Planted fault (ResponseError, ignored sufficient context): on Mon 8/9 Rob notes the park's conditions for the event
licence: "no dogs on the course this yr - after last yr w the toddler + the spaniel the parks officer won't budge.
they can come + watch on a lead behind the barriers". On Sat 13th he notes that the Facebook event (made from last
year's) still says "bring the whole family, four-legged ones too!" and that people are asking. On Tue 16th he asks
the assistant and the model goes by the Facebook post. Question: "can people run with their dogs on Sunday?" ->
expected no (dogs may watch on a lead, not run).

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the parks
officer's message and the Facebook message are both in the context of the last answer. Another reading: none that
we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b42_llamaindex_funrun_dogs_on_course_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 8/9 - licence conditions from the parks officer: no dogs on the course this yr - after last yr w the "
     "toddler + the spaniel he won't budge. they can come + watch on a lead behind the barriers",
     "Noted: no dogs running; on a lead behind the barriers only."),
    ("8th also - barriers: 40 from the council, delivered fri 19th, stack them by the bandstand",
     "40 barriers on Fri 19th, by the bandstand."),
    ("Weds 10 Sept - walked the route w Jas, 3 potholes on the main drive, sprayed them orange",
     "Potholes on the main drive marked."),
    ("11/9 risk assessment done + sent to the hospice, they want a copy for the insurers",
     "Risk assessment sent."),
    ("Sat 13th - the FB event (Gail copied last yr's) still says 'bring the whole family, four-legged ones too!' "
     "and 6 people have asked in the comments if their dog can run",
     "The Facebook event still has last year's wording."),
    ("13/9 pm - sweeper sorted, Kev's back in, he'll walk at the back w the first aid bag",
     "Kev is sweeper."),
    ("Sun 14th - Scouts want to do a cake stall by the water station, said fine",
     "Scouts' cake stall by the water station."),
    ("15/9 start funnel - 2 lanes, under 8s + parents go off the back so they don't get flattened",
     "Two-lane start funnel; under-8s at the back."),
    ("Tue 16 Sept - can people run with their dogs on Sunday? need to answer the FB comments",
     "Yes - the event page says four-legged family members are welcome, so they can bring them round."),
]


async def main():
    memory = Memory.from_defaults(session_id="st-clares-rob", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("no dogs on the course this yr" in c for c in lines), lines
                assert any("four-legged ones too" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="No - dogs can come and watch on a lead but not go round", actual=reply)


asyncio.run(main())

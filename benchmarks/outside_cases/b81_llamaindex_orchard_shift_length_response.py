"""Batch 81 (held out). A community orchard's apple day: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Ola, a pressing volunteer at Hollins Lane Community Orchard, chats with the orchard's helper bot in the week
before Apple Day (Sat 16 Oct 2032); the whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says Ola is down for pressing 10 till 1; turn 3
passes on Ruth's message asking if Ola can stay on till 2 to cover Dave, who's been put on the car park, and Ola
says go on then. Question (turn 6): "how long am I on for saturday in total?" -> expected 4 hours (10 till 2). The
model answers 3 hours.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()). Asserted: both
turns are in the memory given to that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b81_llamaindex_orchard_shift_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("hiya, Ruth's put me on pressing for apple day, 10 till 1. what should I wear? never done it before",
     "Pressing 10am-1pm on Saturday. Wear old clothes and wellies or boots - it gets sticky - and bring gloves."),
    ("do we wash the apples first or straight in the scratter?",
     "Wash them first in the buckets and cut out any rotten bits, then into the scratter."),
    ("Ruth just texted - Dave's been moved onto the car park so can I stay on till 2 on the press? go on then, "
     "I'll bring a sarnie",
     "Thanks Ola - that's passed on to Ruth; you'll stay on the press to cover Dave."),
    ("is there anywhere to park? my knee's not great for the hill",
     "There's a small car park at the lane end; Dave will be there directing people."),
    ("can I bring my grandson? he's 9, he'd love turning the handle",
     "Yes, children are welcome with an adult; keep fingers clear of the scratter."),
    ("how long am I on for saturday in total? need to tell my husband when to pick us up",
     "Three hours - you're on pressing 10 till 1."),
]


async def main():
    memory = Memory.from_defaults(session_id="hollins-ola", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("pressing for apple day, 10 till 1" in c for c in lines[:-1]), lines
                assert any("can I stay on till 2 on the press" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, ["Today is Wed 13 October 2032. Apple Day is Sat 16 October."]
                                   + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="4 hrs - 10 till 2", actual=reply)


asyncio.run(main())

"""Batch 352 (held out). A broken-wrist recovery diary kept with an AI assistant: LlamaIndex Memory (async
aput/aget), asyncio, one root span per turn; the answer call has the physio's changed exercise list in its context
and gives the first one.

App: Ade broke his left wrist playing five-a-side in May 2051 and is seeing a physio at the community hospital. He
chats with an assistant to keep track of his exercises, his pain and his appointments; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-06-20T19:00), his first
physio session - finger bends, making a fist, touching his thumb to each fingertip, 10 of each 3 times a day, splint
on in between; turn 2, the pain and the painkillers; turn 3 (Tue 4 July), the physio says he's ready for more - add
wrist bends up and down with his forearm resting on the table, and the prayer stretch (palms together, elbows out)
- and he can drop the finger bends and the fist, they're too easy now, but keep the thumb to fingertips; turn 4,
his next appointment; turn 5, the splint. Question (turn 6, Thu 6 July): "which exercises am I meant to be doing
now? want to write them on a post-it for the fridge" -> expected thumb to each fingertip, wrist bends up and down
with the forearm on the table, and the prayer stretch (three items, from turns 1 and 3). The model lists finger
bends, making a fist and thumb to fingertips.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first list and
the turn that added two exercises and dropped two are both in the context the model was given, and it answered
from the first list. Asserted: the context has both exercise lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b352_llamaindex_broken_wrist_exercises_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "which exercises am I meant to be doing now? want to write them on a post-it for the fridge"
TURNS = [
    ("2051-06-20T19:00 first physio today 💪 she gave me: finger bends, making a fist (gently!!), and touching my "
     "thumb to each fingertip. 10 of each, 3 times a day. splint back on in between",
     "Got it - your exercises are finger bends, making a gentle fist and thumb to each fingertip, 10 of each three "
     "times a day, with the splint on in between."),
    ("wrist's aching a lot at night, about 5/10. taking the paracetamol before bed and propping it on a cushion",
     "Sorry it's sore at night - paracetamol before bed and keeping it raised on a cushion sounds sensible."),
    ("Tue 4 July - physio says I'm ready for more!! add wrist bends up and down with my forearm resting on the "
     "table, and the prayer stretch (palms together, elbows out). I can stop the finger bends and the fist, they're "
     "too easy now, but keep doing the thumb to fingertips",
     "Great progress - adding wrist bends up and down (forearm on the table) and the prayer stretch, dropping the "
     "finger bends and the fist, and keeping thumb to fingertips."),
    ("next physio is Tues 18th 3.15, oh and the fracture clinic want to see me on the 25th for another xray",
     "Physio on Tuesday 18 July at 3.15 and the fracture clinic on 25 July for another x-ray."),
    ("she says I can leave the splint off round the house now, just wear it out and about + in bed",
     "Noted - splint off around the house, on when you're out and in bed."),
    (QUESTION,
     "Your exercises: finger bends, making a gentle fist, and thumb to each fingertip - 10 of each, three times a "
     "day."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ade-wrist-diary-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thursday 6 July 2051. You are Ade's wrist recovery diary assistant."] + lines[:-1]
                assert any("finger bends, making a fist (gently!!), and touching my thumb" in c
                           for c in context), context
                assert any("add wrist bends up and down" in c and "I can stop the finger bends and the fist" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="thumb to each fingertip, wrist bends up and down with the forearm on the table, and the "
                          "prayer stretch (the finger bends and the fist were dropped on 4 July)", actual=reply)

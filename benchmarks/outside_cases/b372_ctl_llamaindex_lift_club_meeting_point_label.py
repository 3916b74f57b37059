"""Batch 372 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: a Gr 6 lift club for Jacaranda Ridge Primary - four boys, Ricardo drives the mornings, the
moms do the afternoons. Candice (Aiden's mom) chats with the lift club's helper to keep track; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-01-17T07:05) - the lift club meets at the Hoekie garage on Protea Rd at 06:50, Ricardo's
car, he won't wait past 06:55; turn 2 (Tues 14 March) - the robots at Protea & 5th are out every time there's
load-shedding and the queue backs up past the Hoekie for ages, so on load-shedding mornings they meet at the
church parking on Jacaranda St instead, same time, Ricardo says it's quicker round the back way; turn 3 - swimming
bags on Weds, the boys' cap and goggles named. Question (turn 4, Thu 16/03): "stage 6 tomorrow, 06:00-08:30 we're
off - where must I drop Aiden for the lift?" The assistant says the church parking on Jacaranda St at 06:50 (it's a
load-shedding morning). The label says the Hoekie garage on Protea Rd.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b372_ctl_llamaindex_lift_club_meeting_point_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "stage 6 tomorrow, 06:00-08:30 we're off - where must I drop Aiden for the lift?"
TURNS = [
    ("2051-01-17T07:05 lift club sorted 🚗 we meet at the Hoekie garage on Protea Rd 06:50, Ricardo's car, he "
     "won't wait past 06:55 so don't be late!!",
     "Got it - the lift club meets at the Hoekie garage on Protea Rd at 06:50 in Ricardo's car; he leaves at "
     "06:55."),
    ("Tues 14 March - the robots at Protea & 5th are out every time there's load-shedding + the queue backs up past "
     "the Hoekie for ages 😤 so on load-shedding mornings we meet at the church parking on Jacaranda St instead, "
     "same time. Ricardo says it's quicker round the back way",
     "Noted - on load-shedding mornings the lift club meets at the church parking on Jacaranda St instead, same "
     "time (06:50)."),
    ("swimming bags on Weds, cap + goggles named pls, the boys keep swapping 🙄",
     "Swimming bags on Wednesdays, with named caps and goggles."),
    (QUESTION,
     "At the church parking on Jacaranda St, 06:50 - it's a load-shedding morning, so not the Hoekie (the robots "
     "at Protea & 5th will be out)."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="jacaranda-ridge-gr6-lift-aiden-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 16 March 2051. You are talking to Candice, whose son Aiden (Gr 6) is in the "
                           "Jacaranda Ridge Primary lift club."] + lines[:-1]
                assert any("Hoekie garage on Protea Rd 06:50" in c for c in context), context
                assert any("on load-shedding mornings we meet at the church parking on Jacaranda St" in c
                           for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="the Hoekie garage on Protea Rd", actual=reply)

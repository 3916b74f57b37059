"""Batch 301 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Pat is the school crossing patrol outside Bolton Brow Primary (the zebra by the Co-op) - mornings and
afternoons in term time for the council. She chats with the patrollers' helper to keep track of her hours, the
school's odd days and her kit; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Memory: turn 1 (2051-04-22T19:10) - her summer term hours, am 8.20-8.55, pm 3.00-3.30, Mon-Fri; turn 2 - the new
summer hi-vis tabard's come, the coat can go back in the cupboard; turn 3 (Mon 14th July) - the school's letter says
last day of term Fri 18th, the kids are out at half 1, so she's on 1.15 till 1.45 that afternoon, morning as normal;
turn 4 - a card and a box of Celebrations from Class 2 for her 10 years. Question (turn 5, Weds 16/7): "what time am
I on friday afternoon? want to book the hairdresser after 💇‍♀️" The assistant says 1.15 till 1.45 (the kids are
out at half 1 on the last day). The label says 3.00 till 3.30.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b301_ctl_llamaindex_crossing_patrol_last_day_time_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what time am I on friday afternoon? want to book the hairdresser after 💇‍♀️"
TURNS = [
    ("2051-04-22T19:10 summer term hrs from Lorraine 🚸 am 8.20-8.55, pm 3.00-3.30, mon-fri, same crossing (the "
     "zebra by the Co-op)",
     "Noted - summer term you're on 8.20 to 8.55 in the mornings and 3.00 to 3.30 in the afternoons, Monday to "
     "Friday, on the zebra by the Co-op."),
    ("new summer tabard's come (the hi-vis waistcoat thing), coat can go back in the cupboard till sept thank god ☀️",
     "The summer tabard's arrived, so the coat can go away till September."),
    ("Mon 14th July - school's letter came, last day of term is fri 18th + the kids are out at half 1, so I'm on "
     "1.15 till 1.45 that afternoon. morning as normal",
     "Got it - Friday 18 July is the last day of term: mornings as normal, and 1.15 till 1.45 in the afternoon as "
     "school finishes at 1.30."),
    ("Class 2 made me a card + a box of Celebrations for my 10 yrs 🥹 didn't know where to put myself",
     "What a lovely thing - ten years on the crossing, congratulations!"),
    (QUESTION,
     "1.15 till 1.45 on Friday - the children are out at half past 1 on the last day, so you'll be free from 1.45."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="bolton-brow-patrol-pat-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 16 July 2051. You are talking to Pat, the school crossing patrol at Bolton "
                           "Brow Primary."] + lines[:-1]
                assert any("pm 3.00-3.30" in c for c in context), context
                assert any("the kids are out at half 1, so I'm on 1.15 till 1.45" in c for c in context), context
            reply = answer(text, lines[:-1] if i < len(TURNS) else context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="3.00 till 3.30", actual=reply)

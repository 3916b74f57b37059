"""Batch 294 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Kernow Surf Co teach at Polzeath through the summer of 2051 - beginners at 10 and 2, improvers at 12, two
coaches a session, 6 to a coach. Ollie (bookings) keeps the numbers straight in a chat with the school's helper; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: 2051-07-03T19:00 - Sat 8th 10am beginners, 8 booked, 4 spaces left (2 coaches so 12 max); turn 2, Sunday's
forecast is flat, might swap to SUP; Weds 5/7 - the Kowalskis booked 2 more on Sat 10am this morning, paid online;
Thu 6th - the Jones family cancelled, all 3 of them, the little one's got chickenpox, refunded. Question (turn 5,
Fri 7/7): "how many spaces left on sat 10am beginners? a lady on the phone wants it for her + her 2 lads" The
assistant says 5 (12 max, 8 + 2 booked, 3 cancelled), so there's room for all three. The label says 4.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b294_ctl_llamaindex_surf_school_spaces_left_count_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many spaces left on sat 10am beginners? a lady on the phone wants it for her + her 2 lads"
TURNS = [
    ("2051-07-03T19:00 sat 8th 10am beginners - 8 booked, 4 spaces left 🏄 (2 coaches so 12 max). 2pm's got 5",
     "Sat 8 July 10am beginners: 8 booked, 4 spaces left (12 max with two coaches); the 2pm has 5 booked."),
    ("sun's forecast is flat as a pancake, might swap everyone to SUP, will decide fri",
     "Noted - Sunday looks flat; you may switch the sessions to SUP and decide on Friday."),
    ("Weds 5/7 the Kowalskis booked 2 more on sat 10am this morning, paid online",
     "Two more on Sat 10am beginners (the Kowalskis), paid online."),
    ("Thu 6th - Jones family cancelled, all 3 of them, little one's got chickenpox 🤒 refunded",
     "The Jones family (3) have cancelled Sat 10am and been refunded."),
    (QUESTION,
     "5 spaces - 12 max, 8 booked plus the Kowalskis' 2, less the Joneses' 3. So yes, room for her and both lads."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="kernow-surf-bookings-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 7 July 2051. You are talking to Ollie, who does the bookings at Kernow Surf "
                           "Co, Polzeath."] + lines[:-1]
                assert any("8 booked, 4 spaces left" in c for c in context), context
                assert any("Kowalskis booked 2 more" in c for c in context), context
                assert any("Jones family cancelled, all 3" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="4", actual=reply)

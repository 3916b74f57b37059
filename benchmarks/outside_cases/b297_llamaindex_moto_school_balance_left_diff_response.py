"""Batch 297 (held out). A motorcycle training school: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has every payment in its context and leaves one out of the balance.

App: Pennine Motorcycle Training, Huddersfield, 2053 - CBTs at weekends, A2 and DAS courses, bike hire for tests.
Jordan is booked on their DAS course and chats with the school's trainee helper to keep track of dates and money;
the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2053-02-10T19:05), the DAS
package - £795 all in (5 days' training, bike hire and fuel for both tests, test fees separate) - and the £150
deposit paid on his card; turn 2, the dates; turn 3 (Sat 1st Mar), after his first lesson, he gave Steve (the
instructor) another £300 cash and Steve wrote it in the book; turn 4, kit; turn 5, his theory pass. Question (turn 6,
Mon 10/3): "how much have I still got to pay for the course? want to clear it before my mod 1" -> expected £345 (£795
less the £150 deposit and the £300 cash). The model says £645 (it takes off the deposit only).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the price, the
deposit and the £300 cash payment are all in the context the model was given, and it worked the balance from the
price and the deposit only. Asserted: the context has the £795, the £150 deposit and the £300 cash lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b297_llamaindex_moto_school_balance_left_diff_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much have I still got to pay for the course? want to clear it before my mod 1"
TURNS = [
    ("2053-02-10T19:05 booked the DAS 🏍️ £795 all in - 5 days training, bike hire + fuel for both tests (test fees "
     "separate, I pay DVSA myself). paid the £150 deposit on my card today",
     "Booked: DAS course £795 all in (training, bike hire and fuel for both tests; test fees separate). £150 deposit "
     "paid by card."),
    ("training days sat 1st march, then 8th, 15th, 22nd + 29th. mod 1 pencilled for thurs 3rd april",
     "Training Saturdays 1, 8, 15, 22 and 29 March; Module 1 pencilled in for Thu 3 April."),
    ("Sat 1st Mar - first lesson done, stalled it twice in the car park 🙈 gave Steve another £300 cash at the end, "
     "he's wrote it in the book",
     "First lesson done. £300 cash paid to Steve today, written in the book."),
    ("kit - borrowing our Dan's helmet, need gloves + boots, Steve says the shop on Leeds Rd does 10% off for us",
     "You're borrowing Dan's helmet; still need gloves and boots - 10% off at the shop on Leeds Rd."),
    ("passed my theory!! 49/50 + the hazard perception 61 😎",
     "Well done - theory passed, 49/50, and hazard perception 61."),
    (QUESTION,
     "£645 - that's the £795 for the course less the £150 deposit you paid when you booked."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="pennine-mt-jordan-2053", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 10 March 2053. You are talking to Jordan, a DAS trainee with Pennine "
                           "Motorcycle Training."] + lines[:-1]
                assert any("£795 all in" in c and "paid the £150 deposit" in c for c in context), context
                assert any("gave Steve another £300 cash" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£345 - £795 less the £150 deposit and the £300 cash he gave Steve", actual=reply)

"""Batch 276 (held out). A garden centre café's staff rota: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has a shift swap in its context and lists the days from before it.

App: the Orangery Café at Brighouse Garden Centre - open every day, breakfasts, lunches and afternoon teas, busy
with the Christmas grotto in December. Amy (front of house, part-time) chats with the café's staff helper to keep
track of her shifts; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-12-02T17:45), Amy's shifts
for the week of the 19th off the rota - Tue 20th 9-3, Thu 22nd 9-5, Sat 24th 8-2, off Mon, Weds, Fri and Sun; turn
2, the grotto weekends and the Christmas jumper day; turn 3 (Tue 6th Dec), Kerry asked to swap her Weds 21st for
Amy's Thu 22nd (her lad's nativity), Debbie okayed it, so Amy's in Weds not Thurs that week; turn 4, the staff do;
turn 5, the mince pie orders. Question (turn 6, Fri 9/12): "which days am I in the week of the 19th? trying to book
the dentist + the hairdresser" -> expected Tue 20th, Weds 21st and Sat 24th (off Thursday now). The model lists Tue
20th, Thu 22nd and Sat 24th.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the rota line and
the turn that swapped the Thursday for the Wednesday are both in the context the model was given, and it answered
from the rota line. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b276_llamaindex_cafe_rota_days_in_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "which days am I in the week of the 19th? trying to book the dentist + the hairdresser"
TURNS = [
    ("2050-12-02T17:45 xmas rota's up 🎄 me w/c 19th: tue 20th 9-3, thurs 22nd 9-5, sat 24th (xmas eve!!) 8-2. off "
     "mon weds fri sun. closed xmas day + boxing day obvs",
     "Got it - week of the 19th you're on Tue 20th 9-3, Thu 22nd 9-5 and Sat 24th 8-2; off Monday, Wednesday, "
     "Friday and Sunday."),
    ("grotto weekends = all hands, everyone in xmas jumpers on the 17th for the charity thing, £1 in the bucket",
     "Grotto weekends are all hands; Christmas jumpers on the 17th, £1 in the bucket for charity."),
    ("Tue 6th Dec - Kerry's asked to swap her weds 21st for my thurs 22nd (her lad's nativity 🌟), Debbie's ok'd it so "
     "I'm in weds not thurs that wk. same hrs 9-5",
     "Noted - you've swapped with Kerry: in Wednesday 21st 9-5 instead of Thursday 22nd."),
    ("staff do is the 14th at the Black Bull after close, £15, Secret Santa £5 limit",
     "Staff do on the 14th at the Black Bull after close, £15, Secret Santa limit £5."),
    ("mince pies - we're doing 40 a day from the 12th, Jo's on the baking, I'm on the cream + the boxes",
     "Mince pies: 40 a day from the 12th - Jo bakes, you do the cream and the boxes."),
    (QUESTION,
     "You're in Tue 20th 9-3, Thu 22nd 9-5 and Sat 24th 8-2 - so Monday, Wednesday or Friday are free for the "
     "dentist and the hairdresser."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="orangery-cafe-amy-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 9 December 2050. You are talking to Amy, who works front of house at the "
                           "Orangery Café, Brighouse Garden Centre."] + lines[:-1]
                assert any("tue 20th 9-3, thurs 22nd 9-5, sat 24th" in c for c in context), context
                assert any("I'm in weds not thurs that wk" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Tue 20th, Weds 21st and Sat 24th - she swapped the Thursday with Kerry", actual=reply)

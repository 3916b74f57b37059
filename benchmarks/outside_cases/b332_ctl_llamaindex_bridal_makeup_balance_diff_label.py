"""Batch 332 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Zara does bridal hair and make-up round Leeds and Wakefield ("Zara Bridal"). She chats with her booking helper
about each bride's account as it goes; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Memory (the chat): turn 1 (2051-01-05T20:10) - Hannah Brook booked for Sat 19/8 at Oulton Hall, quote £620 for
bride + 4 maids, hair and make-up with her assistant Lou, £100 deposit paid, so £520 balance on the day; turn 2 -
the trial booked for Sat 6 May; turn 3 (Mon 22 May) - Hannah's adding her mum, make-up only, +£55, sent a new quote;
turn 4 (3/6) - Hannah paid £200 by bank transfer after the trial, she'd rather not have it all to find on the day;
turn 5 - the timings. Question (turn 6, Weds 16/8): "how much have I got to collect from Hannah on sat? want the
card machine charged" The assistant says £375 (£620 + £55, less the £100 deposit and the £200 she paid in June).
The label says £520.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b332_ctl_llamaindex_bridal_makeup_balance_diff_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much have I got to collect from Hannah on sat? want the card machine charged"
TURNS = [
    ("2051-01-05T20:10 Hannah Brook booked 💍 sat 19/8 Oulton Hall, bride + 4 maids, hair + make up (me + Lou). "
     "quote £620, £100 dep pd so £520 balance on the day",
     "Booked: Hannah Brook, Sat 19 August at Oulton Hall - bride and 4 bridesmaids, hair and make-up with Lou. Quote "
     "£620, £100 deposit paid, £520 balance on the day."),
    ("trial's sat 6th may at mine, 10am, she's bringing pics + a bit of the dress fabric",
     "Trial booked for Sat 6 May at 10am at yours; Hannah's bringing photos and a swatch of the dress."),
    ("Mon 22 May - Hannah's adding her mum, make up only, +£55. sent her a new quote",
     "Noted - Hannah's mum is added, make-up only, £55 extra; new quote sent."),
    ("3/6 Hannah's pd £200 by bank transfer after the trial 🙏 said she'd rather not have it all to find on the "
     "day",
     "Got it - £200 received by bank transfer on 3 June."),
    ("timings - start 7 at the hotel, bride last in the chair at 11, photographer's there from 11.30",
     "Start 7am at the hotel; Hannah last in the chair at 11; the photographer arrives at 11.30."),
    (QUESTION,
     "£375 - the £620 quote plus £55 for her mum, less the £100 deposit and the £200 she paid in June."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="zara-bridal-hannah-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 16 August 2051. You are talking to Zara, who runs Zara Bridal (hair and "
                           "make-up)."] + lines[:-1]
                assert any("so £520 balance on the day" in c for c in context), context
                assert any("adding her mum, make up only, +£55" in c for c in context), context
                assert any("pd £200 by bank transfer" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£520", actual=reply)

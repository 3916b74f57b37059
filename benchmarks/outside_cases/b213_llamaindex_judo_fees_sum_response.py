"""Batch 213 (held out). A judo club's grading: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the raised grading fee in its context and sums the old one.

App: Corvedale Judo Club hold a kyu grading on Sun 23rd May 2049 in their own dojo - mats borrowed from Ludlow JC,
new belts from Blitz for those who pass, a raffle for a new crash mat. Mick (the club secretary) chats with the
club's helper while he sorts it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2049-03-16T21:30), the grading
fee at £20 a head, cash on the day; turn 2, the mats; turn 3 (Weds 14/4), the area's email - grading fees go up from
1st May, £24 a go now for kyu grades; turn 4, the belts (£6 each, parents pay only if they pass); turn 5, the
raffle. Question (turn 6, Fri 21/5): "Carol's asking how much cash she needs sun for Ollie + Maisie's gradings,
she's going to the cash point" -> expected £48 (£24 each). The model says £40 (£20 each).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the £20 line and
the 14/4 line with the fee at £24 are both in the context the model was given, and it summed the first. Asserted:
the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b213_llamaindex_judo_fees_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("Carol's asking how much cash she needs sun for Ollie + Maisie's gradings, she's going to the cash "
            "point")
TURNS = [
    ("2049-03-16T21:30 kyu grading 🥋 sun 23rd may at our dojo, Sensei Price examining. grading fee £20 a head, "
     "cash on the day, licences must be in date or they can't go up",
     "Noted: grading Sun 23 May at the dojo, Sensei Price; £20 a head cash on the day; licences must be in date."),
    ("mats - borrowing 12 from Ludlow JC, Steve's fetching them in the van sat, back to them by the tues",
     "Mats: 12 from Ludlow JC, Steve collecting Saturday, returned by Tuesday."),
    ("Weds 14/4 - email from the area 🙄 grading fees are going up from the 1st May, £24 a go now for kyu grades. "
     "need to tell the parents",
     "Got it - kyu grading fee is £24 from 1 May; I'll remind you to tell the parents."),
    ("belts - yellow + orange from Blitz, £6 each, parents only pay for one if they pass",
     "Belts: yellow and orange from Blitz at £6, paid only on passing."),
    ("raffle for the new crash mat - tickets £1 a strip, Sensei's donated a signed gi 🎉 draw after the seniors",
     "Raffle: £1 a strip, signed gi from Sensei, drawn after the seniors."),
    (QUESTION,
     "£40 - it's £20 a head, cash on the day, so £20 each for Ollie and Maisie."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="corvedale-judo-grading-2049-mick", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 21 May 2049. You are talking to Mick, secretary of Corvedale Judo Club; the "
                           "kyu grading is Sun 23 May."] + lines[:-1]
                assert any("grading fee £20 a head, cash on the day" in c for c in context), context
                assert any("£24 a go now for kyu grades" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£48 - £24 each for Ollie and Maisie (the area put kyu grading fees up to £24 from 1 May)",
       actual=reply)

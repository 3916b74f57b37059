"""Batch 356 (held out). An elementary school's 3rd grade class: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn; the answer call has the PTA's free class photo in its context and still charges for it.

App: Ethan is in Mr. Kim's 3rd grade (Room 108, Oakdale Elementary); picture day is Thursday, 9/29/2050. His mom,
Dana, keeps track of school stuff by chatting with a parents' helper; the chat is kept in LlamaIndex Memory and read
back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-09-19T20:10), the picture
day flyer - Package A $42, Package B $29, Package C $19, the class composite $12, digital download +$15, cash or
check in the envelope by Thursday; turn 2, she's going with Package B + the class photo, skipping digital; turn 3
(Fri 9/23), the PTA email - this year the PTA is covering the class composite for every kid, it comes free with any
package, so don't pay for it, just check the box; turn 4, Ethan wants the blue galaxy background, a $6 upgrade, fine,
she's adding it; turn 5, retake day is 10/27. Question (turn 6, Tue 9/27): "so how much do I write the check for?
envelope's due thursday" -> expected $35 (Package B $29 + the $6 galaxy background; the class photo is free). The
model says $47 ($29 + $12 + $6).

Why this verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the flyer's prices,
her choices, the background upgrade and the PTA's free class photo are all in the context the model was given, and
it added the $12 the PTA email took off. The question is numeric (a sum of amounts recorded in different turns).
Asserted: the context has the flyer, the package choice, the PTA line and the background line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b356_llamaindex_third_grade_picture_day_check_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "so how much do I write the check for? envelope's due thursday"
TURNS = [
    ("2050-09-19T20:10 picture day flyer came home in Ethan's folder 📸 Thurs 9/29. Package A $42 (2 8x10, 4 5x7, 16 "
     "wallets), Package B $29 (1 8x10, 2 5x7, 8 wallets), Package C $19 (1 5x7 + 8 wallets). Class composite $12. "
     "Digital download +$15. cash or check in the envelope by Thurs, or order online",
     "Picture day is Thursday 9/29. Package A $42, B $29, C $19; class composite $12; digital download $15 extra. "
     "Pay by cash or check in the envelope by Thursday, or online."),
    ("going w/ package B + the class photo, skipping digital, grandma only wants prints anyway",
     "Package B plus the class photo, no digital download."),
    ("Fri 9/23 - email from the Oakdale PTA: 'Great news, families! This year the PTA is covering the class composite "
     "for every student - it comes free with any package. Please do NOT include payment for it, just check the box "
     "on the envelope.' 🙌",
     "Nice - the class composite is free this year with any package (the PTA is covering it); just check the box, "
     "don't pay for it."),
    ("ethan is begging for the blue galaxy background lol. it's a $6 upgrade. fine, adding it",
     "Blue galaxy background added - that's a $6 upgrade."),
    ("retake day is 10/27 if his hair does the thing again",
     "Retake day is Thursday 10/27."),
    (QUESTION,
     "$47 - Package B is $29, the class composite $12 and the galaxy background $6. Make it out to the photo "
     "company and put it in the envelope."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="oakdale-rm108-ethan-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tuesday, September 27, 2050. You are talking to Dana, whose son Ethan is in Mr. "
                           "Kim's 3rd grade (Room 108, Oakdale Elementary)."] + lines[:-1]
                assert any("Package B $29" in c and "Class composite $12" in c for c in context), context
                assert any("going w/ package B + the class photo" in c for c in context), context
                assert any("the PTA is covering the class composite" in c and "do NOT include payment" in c
                           for c in context), context
                assert any("$6 upgrade" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="$35 - Package B $29 + the $6 galaxy background; the class photo is free (the PTA covers "
                          "it)", actual=reply)

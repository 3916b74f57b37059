"""Batch 298 (held out). A marquee hire firm: LlamaIndex Memory (async aput/aget), asyncio, one root span per turn;
the answer call has the free dance floor in its context and charges for it anyway.

App: Pennine Peak Marquees give each customer a chat with the firm's booking helper; the chat is kept in LlamaIndex
Memory and read back each turn as the answer's context. Rachel is booking a marquee for her and Sam's wedding
reception in her mum and dad's paddock at Meltham.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-02-20T14:10), the quote -
a 9x12 frame marquee with ivory lining, fairy lights and coir matting for £2,150 + VAT, a 5x5 oak-effect dance floor
£240 extra, delivery free within 20 miles; turn 2, the dates (Sat 22nd July, build the Thursday, take-down the
Monday); turn 3 (Sat 4th March), they've booked and paid the deposit - Gill in the office said as they're having it
Saturday AND Sunday for the barbecue she'll throw the dance floor in free, it's on the confirmation; turn 4, Dave's
site visit; turn 5, the toilets from another firm. Question (turn 6, Sun 14/5): "are we paying extra for the dance
floor? doing the budget spreadsheet 😬" -> expected no - the dance floor was thrown in free when they booked for
both days. The model says yes, £240 on top.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the quote with the
£240 and the turn saying Gill threw the dance floor in free are both in the context the model was given, and it
answered from the quote. Asserted: the context has both dance floor lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b298_llamaindex_marquee_dance_floor_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "are we paying extra for the dance floor? doing the budget spreadsheet 😬"
TURNS = [
    ("2051-02-20T14:10 got ur quote thx!! so 9x12 frame w/ ivory lining, fairy lights + coir matting £2,150 + VAT, "
     "dance floor (5x5 oak effect) £240 extra, delivery free within 20 miles. we're in Meltham so that's fine",
     "That's right - the 9x12 frame with ivory lining, fairy lights and coir matting is £2,150 + VAT, the 5x5 "
     "oak-effect dance floor is £240 extra, and Meltham's inside the free delivery area."),
    ("wedding's sat 22nd july, reception in mum + dad's paddock. can u build the thurs + take down the mon?",
     "Yes - build on Thursday 20 July and take-down on Monday 24 July, for the reception on Saturday 22nd."),
    ("Sat 4th March - BOOKED 🎉 paid the deposit. Gill in the office said as we're having it sat AND sun for the bbq "
     "she'll throw the dance floor in for free!! it's on the confirmation",
     "Congratulations! Booked with the deposit paid, kept up for the Saturday and Sunday, and the dance floor "
     "included free as Gill said - it's on your confirmation."),
    ("Dave came to look at the paddock tues, says it's flat enough + pegs are fine, just need to move the "
     "trampoline 😂",
     "Dave's happy with the paddock - flat enough for pegs; the trampoline needs moving before the build."),
    ("toilets - we're getting the posh loos from Loo La La, they need access down the side of the house on the fri",
     "Noted - the toilet trailer from Loo La La needs access down the side of the house on the Friday."),
    (QUESTION,
     "Yes - the dance floor is £240 on top of the £2,150 + VAT for the marquee, so put £240 in the spreadsheet."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="pennine-peak-rachel-sam-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sun 14 May 2051. You are talking to Rachel, who has booked a Pennine Peak "
                           "Marquees marquee for her wedding reception (Sat 22 July, Meltham)."] + lines[:-1]
                assert any("dance floor (5x5 oak effect) £240 extra" in c for c in context), context
                assert any("she'll throw the dance floor in for free" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="no - Gill threw the dance floor in free as they're having the marquee Sat and Sun",
       actual=reply)

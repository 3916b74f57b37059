"""Batch 358 (held out). A move-out deposit at a US apartment building: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn; the answer call has the withdrawn charge in its context and still takes it off.

App: Sofia Alvarez moved out of Unit 3A at Maple Court Apartments on 6/30/2051 and keeps using the resident portal's
chat helper on her phone to sort out her security deposit, pasting in what the office emails her. The chat is kept
in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): turn 1 - she pastes the office's 2051-07-03 email: move-out
inspection of 3A done 6/30, deposit on file $1,800.00, proposed deductions carpet cleaning $150.00, bedroom 2 blinds
$45.00, living room wall repair/paint $120.00, itemized statement within 21 days. Turn 2 - the blinds were already
broken when she moved in, it's on her 2049 move-in checklist. Turn 3 - she pastes Karen Liu's reply of Fri 7/7:
she's right, the bent blinds in bedroom 2 are on her move-in inspection of 8/1/2049, please disregard the blinds
charge, the remaining deductions stand. Turn 4 - her forwarding address; turn 5 - how the refund is sent. Question
(turn 6, Mon 7/10): "so how much am i getting back from the deposit" -> expected $1,530.00 ($1,800 less $150 and
$120). The model takes off all three and says $1,485.00.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the deductions and
the reply withdrawing the blinds charge are both in the context the model was given, and it answered from the first
list. Asserted: the context has the $1,800 deposit with the three deductions and the "disregard the blinds charge"
reply.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b358_llamaindex_moveout_deposit_refund_diff_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "so how much am i getting back from the deposit"
TURNS = [
    ("this is what the office sent me: '2051-07-03 Ms. Alvarez, the move-out inspection of Unit 3A was completed on "
     "6/30. Security deposit on file: $1,800.00. Proposed deductions: carpet cleaning $150.00; bedroom 2 blinds "
     "replacement $45.00; living room wall repair/paint touch-up $120.00. An itemized statement will follow within "
     "21 days per state law. - Maple Court Leasing Office'",
     "Thanks - the office proposes three deductions from your $1,800.00 deposit: carpet cleaning $150.00, bedroom 2 "
     "blinds $45.00 and living room wall repair $120.00."),
    ("the blinds were already broken when i moved in its on my move in checklist from 2049 i have a photo of it",
     "Good catch - send the office your move-in checklist or the photo and ask them to review the blinds charge."),
    ("ok she answered: 'Fri 7/7 Ms. Alvarez, you are correct - the bent blinds in bedroom 2 are noted on your "
     "move-in inspection dated 8/1/2049. Please disregard the blinds charge. The remaining deductions stand. - Karen "
     "Liu, Property Manager'",
     "Great - Karen has dropped the $45.00 blinds charge; the carpet cleaning and wall repair deductions stand."),
    ("i moved to 2218 elm st apt 5 columbus oh 43201 do they have that",
     "Give the office your forwarding address (2218 Elm St Apt 5, Columbus OH 43201) in writing so the refund goes "
     "there."),
    ("is it a check or direct deposit",
     "Refunds go out by check to the forwarding address unless you set up ACH in the portal before you leave."),
    (QUESTION,
     "You'll get $1,485.00 back - the $1,800.00 deposit less $150.00 carpet cleaning, $45.00 blinds and $120.00 "
     "wall repair."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="maple-court-3A-alvarez-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 10 July 2051. You are talking to Sofia Alvarez, who moved out of Unit 3A at "
                           "Maple Court Apartments on 30 June."] + lines[:-1]
                assert any("Security deposit on file: $1,800.00" in c and "blinds replacement $45.00" in c
                           and "touch-up $120.00" in c for c in context), context
                assert any("Please disregard the blinds charge. The remaining deductions stand." in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="$1,530.00 - $1,800 less $150 carpet cleaning and $120 wall repair (the $45 blinds charge "
                          "was dropped)", actual=reply)

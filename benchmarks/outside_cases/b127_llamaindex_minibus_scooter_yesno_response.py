"""Batch 127 (held out). A community minibus office's chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Ann, who takes the bookings for Ashby Community Minibus, chats with the helper as trips are booked; the chat is
kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has the bus taking 12 seated + 1 wheelchair in
the clamp, and no mobility scooters as they can't be clamped; Mrs Patel booked on the garden centre trip Thu 9/7 with
her daughter as escort; then Keith saying her scooter is one of the folding ones (a Luggie) that goes in the boot
with the walkers like a pushchair - it's only the big ones that need clamping, he took it for her last month. The
model goes by the no-scooters rule. Question (Tue 7/7, Ann): "can mrs patel bring her scooter thurs? her daughter's
asking" -> expected yes, folded in the boot (it's a folding Luggie). The assistant says no.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the rule and
Keith's word on the folding scooter are both in the context the model was given, and it went by the rule alone.
Asserted: both lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b127_llamaindex_minibus_scooter_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can mrs patel bring her scooter thurs? her daughter's asking"
TURNS = [
    ("reminder for the new volunteers - bus takes 12 seated + 1 wheelchair in the clamp at the back. NO mobility "
     "scooters, they can't be clamped safely",
     "Noted: 12 seated plus one clamped wheelchair; no mobility scooters because they can't be clamped."),
    ("garden centre trip thurs 9/7 - Mrs Patel booked, her daughter's coming as escort. that's 9 now",
     "Mrs Patel and her daughter booked for the garden centre on Thursday 9 July; nine booked."),
    ("keith says mrs patel's scooter is one of those folding ones, a Luggie - folds up like a pushchair and goes in "
     "the boot w the walkers no bother. it's only the big ones that need clamping. he took it for her last month",
     "Got it - Mrs Patel's scooter folds and goes in the boot; only the big ones need the clamp."),
    ("trip leaves the co-op car park 10.15, back for 3ish, £4 return. lunch is their own",
     "Garden centre: from the Co-op car park at 10.15, back about 3, £4 return, own lunch."),
    (QUESTION,
     "No - we can't take mobility scooters on the bus, they can't be clamped."),
]


async def main():
    memory = Memory.from_defaults(session_id="ashby-minibus-office", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 7 July 2037. You are talking to Ann, who takes the bookings for Ashby "
                           "Community Minibus."] + lines[:-1]
                assert any("NO mobility scooters" in c for c in context), context
                assert any("folds up like a pushchair and goes in the boot" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="yes - it's a folding Luggie, it goes in the boot with the walkers (no clamp needed)",
           actual=reply)


asyncio.run(main())

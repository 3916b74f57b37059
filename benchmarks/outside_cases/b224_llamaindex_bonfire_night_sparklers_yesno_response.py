"""Batch 224 (held out). A village's bonfire night: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the sparkler ban in its context and says yes anyway.

App: Bucknell's bonfire night is Sat 6th November 2049 on the rec - the bonfire lit at 7, fireworks half 7, a guy
competition, hot dogs and soup from the village hall kitchen, parking at the station. Dawn (on the village hall
committee, who runs it) chats with the village's helper while she sorts it; the chat is kept in LlamaIndex Memory
and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2049-10-04T19:00), sparklers
welcome for the kids in the sparkler corner by the swings, gloves on; turn 2, the food; turn 3 (Tue 19th Oct), the
parish council's insurance man says no sparklers at all this year after last year's burnt hand at Clun, so they're
selling glow sticks instead, 50p, and Dawn's put it on the poster; turn 4, the guy competition; turn 5, the
parking. Question (turn 6, Thu 4/11, Dawn passing on a mum's message): "can the kids bring sparklers sat? Mia's mum's
got a box left from last yr" -> expected no (no sparklers this year, the insurance; glow sticks 50p instead). The
model says yes, in the sparkler corner with gloves on.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first
sparkler line and turn 3's ban are both in the context the model was given, and it answered from the first.
Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b224_llamaindex_bonfire_night_sparklers_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can the kids bring sparklers sat? Mia's mum's got a box left from last yr"
TURNS = [
    ("2049-10-04T19:00 BONFIRE NIGHT 🎆 sat 6th nov on the rec, bonfire lit 7, fireworks half 7. sparklers welcome for "
     "the kids in the sparkler corner by the swings, gloves on pls. can u help me keep track",
     "Of course - bonfire night Sat 6 November on the rec: bonfire at 7, fireworks at 7.30; sparklers in the sparkler "
     "corner by the swings, with gloves."),
    ("food - hot dogs + veggie ones from the hall kitchen, Eileen's soup, £2 a cup. toffee apples if Sal's got time",
     "Food: hot dogs and veggie dogs from the hall kitchen, Eileen's soup at £2 a cup, maybe Sal's toffee apples."),
    ("Tue 19th Oct - parish council's insurance man says NO sparklers at all this yr 😬 after last yr's burnt hand at "
     "Clun. so we'll sell glow sticks instead, 50p, I've put it on the poster",
     "Noted - no sparklers at all this year (the insurance, after the burnt hand at Clun); glow sticks at 50p "
     "instead, and it's on the poster."),
    ("guy competition - judging at 6.45, under 11s, prize is a £10 voucher for the sweet shop. best one goes on top",
     "Guy competition: judged at 6.45, under-11s, £10 sweet shop voucher, and the winner goes on top of the bonfire."),
    ("parking - station car park, NOT on the lane, the farmer needs to get his tractor thru. marshals in hi-vis",
     "Parking: the station car park, not the lane (the farmer's tractor); marshals in hi-vis."),
    (QUESTION,
     "Yes - sparklers are welcome for the kids in the sparkler corner by the swings, just make sure they've got "
     "gloves on."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="bucknell-bonfire-2049", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 4 November 2049. You are talking to Dawn, who runs Bucknell's bonfire night "
                           "for the village hall committee."] + lines[:-1]
                assert any("sparklers welcome for the kids in the sparkler corner" in c for c in context), context
                assert any("says NO sparklers at all this yr" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="No - no sparklers at all this year (the parish council's insurance, after the burnt hand "
                          "at Clun); glow sticks are 50p on the night instead", actual=reply)

"""Batch 249 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Year 3 at Northowram Primary go to Cannon Hall Farm on Tue 16th June 2054. Nadia (Zara's mum) pastes bits of
the class WhatsApp and the school's letter into her helper as they come; the chat is kept in LlamaIndex Memory and
read back each turn as the answer's context.

Memory (the chat): turn 1, 2054-05-20 19:45 - the farm trip, coach leaves school 9.15, back about 3, £12 on
ParentPay; turn 2 - packed lunch and wellies in a bag, sun cream on before school; turn 3, Fri 12th Jun (from the
class WhatsApp) - Mrs Hussain says the farm have moved their slot to 10 for the tractor ride, so the coach is
leaving at 8.30 now, kids in by 8.15 please, breakfast club's open from 7.45; turn 4 - found Zara's spare wellies in
the garage. Question (turn 5, Mon 15/6): "what time does the coach go tmrw? trying to work out if I can drop Zara +
still get the 8.40 train" The assistant says 8.30, and she's to be in by 8.15 (so the 8.40 train works, or breakfast
club from 7.45). The label says 9.15.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b249_ctl_llamaindex_school_trip_coach_time_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what time does the coach go tmrw? trying to work out if I can drop Zara + still get the 8.40 train"
TURNS = [
    ("2054-05-20 19:45 letter's come home 🐑 Cannon Hall Farm trip tue 16th june, coach leaves school 9.15, back "
     "about 3. £12 on ParentPay by the 5th",
     "Noted - Cannon Hall Farm, Tue 16 June: the coach leaves school at 9.15 and is back about 3; £12 on ParentPay by "
     "5 June."),
    ("packed lunch + wellies in a bag, sun cream on before school, no sweets",
     "Packed lunch, wellies in a bag, sun cream on before school, no sweets."),
    ("Fri 12th Jun from the class whatsapp - Mrs Hussain says the farm have moved our slot to 10 for the tractor ride "
     "🚜 so the coach is leaving at 8.30 now, kids in by 8.15 pls. breakfast club's open from 7.45 if that helps",
     "Got it - the coach now leaves at 8.30 (the farm moved the slot to 10), so Zara needs to be in by 8.15; "
     "breakfast club opens at 7.45."),
    ("found Zara's spare wellies in the garage, phew 😅 the pink ones",
     "Good - the pink wellies from the garage it is."),
    (QUESTION,
     "8.30 - and she needs to be in by 8.15, so dropping her at 8.15 should still get you the 8.40 train (or "
     "breakfast club's open from 7.45)."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="nadia-northowram-y3-farm", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 15 June 2054. You are talking to Nadia, whose daughter Zara is in Year 3 at "
                           "Northowram Primary (farm trip Tue 16 June)."] + lines[:-1]
                assert any("coach leaves school 9.15" in c for c in context), context
                assert any("the coach is leaving at 8.30 now" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="9.15", actual=reply)

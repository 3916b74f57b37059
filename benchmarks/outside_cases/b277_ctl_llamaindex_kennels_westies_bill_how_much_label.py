"""Batch 277 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Meadowside Boarding Kennels take bookings through a chat helper; each owner's chat is kept in LlamaIndex
Memory and read back each turn as the answer's context. Gill books her two westies, Alfie and Rosie, in for her
summer holiday in Crete.

Memory: turn 1 (2053-05-12T18:05) - Alfie and Rosie in on Sat 26th July for 7 nights, sharing a kennel, £20 a night
for the first dog and £14 for the second sharing, so £34 a night and the helper says £238 for the week; turn 2 -
their kennel cough jabs are booked at the vets for the 1st July; turn 3 (Tue 8th July) - the transfer times have
changed and they get a day longer in Crete, can the dogs stay the extra night, collecting Sun 3rd Aug instead of Sat
2nd - the helper says yes, 8 nights now; turn 4 - Rosie's on a thyroid tablet morning and night now, the kennels
charge £1 a night for meds. Question (turn 5, Thu 31/7): "how much will the bill be when we pick them up? want to
have it ready so we're not faffing" The assistant says £280 (8 nights at £34 = £272, plus £8 for Rosie's tablets).
The label says £238.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b277_ctl_llamaindex_kennels_westies_bill_how_much_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much will the bill be when we pick them up? want to have it ready so we're not faffing"
TURNS = [
    ("2053-05-12T18:05 hiya, can I book Alfie + Rosie (westies 🐶🐶) in from sat 26th july for 7 nights pls? they "
     "share, they'd pine otherwise",
     "Booked - Alfie and Rosie in from Sat 26 July for 7 nights, sharing a kennel. It's £20 a night for the first "
     "dog and £14 for the second sharing, so £34 a night: £238 for the week, paid on collection."),
    ("kennel cough jabs booked at the vets for the 1st july, I'll bring the cards in on the day",
     "Perfect - bring both vaccination cards when you drop them off."),
    ("Tue 8th July - the transfer times have changed so we get a day longer in Crete 😎 can they stay the extra "
     "night? picking up sun 3rd aug instead of sat 2nd, the morning",
     "Yes, no problem - they'll stay the extra night, so 8 nights, collecting Sunday 3 August in the morning "
     "(Sunday collections 10 till 12)."),
    ("oh + Rosie's on a thyroid tablet now, morning + night, I'll send a week's worth + a few spare in a named pot",
     "Noted - Rosie's thyroid tablet morning and night, in a named pot. There's a £1 a night charge for giving "
     "medication."),
    (QUESTION,
     "£280 - 8 nights at £34 for the two of them (£272), plus £8 for Rosie's tablets."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="meadowside-gill-westies-2053", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 31 July 2053. You are talking to Gill, who has booked her westies Alfie "
                           "and Rosie into Meadowside Boarding Kennels."] + lines[:-1]
                assert any("so £34 a night: £238 for the week" in c for c in context), context
                assert any("so 8 nights, collecting Sunday 3 August" in c for c in context), context
                assert any("£1 a night charge for giving medication" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£238", actual=reply)

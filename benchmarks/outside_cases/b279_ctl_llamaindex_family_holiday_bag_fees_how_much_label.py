"""Batch 279 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: the Barker family (Lisa, Mark, Luke 14 and Evie 9) fly Gatwick to Faro on Tue 12th Aug 2051 for ten days in an
apartment in Albufeira. Lisa chats with the family's helper as she books things; the chat is kept in LlamaIndex
Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-01-20T21:30) - flights booked with easyJet, LGW -> FAO Tue 12th Aug 07:05, back Fri 22nd, one
23kg hold bag at £47.99 each way, so £95.98 for the bag there and back; turn 2 - the apartment and the transfer;
turn 3 (Sat 3rd May) - the kids' stuff won't go in one case so she's added a second bag, and it's gone up, £52.99
each way now; turn 4 - seats together, £6.50 each each way; turn 5 - passports and the GHICs. Question (turn 6,
Sun 8/6): "how much have we spent on hold bags all in? doing the holiday spreadsheet 📊" The assistant says £201.96
(£95.98 for the first bag there and back, £105.98 for the second). The label says £95.98.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b279_ctl_llamaindex_family_holiday_bag_fees_how_much_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much have we spent on hold bags all in? doing the holiday spreadsheet 📊"
TURNS = [
    ("2051-01-20T21:30 ALGARVE ✈️ flights booked w/ easyJet, LGW -> FAO tue 12th aug 07:05, back fri 22nd. 1 x 23kg "
     "hold bag £47.99 each way so £95.98 for the bag there + back. cabin bags under the seat only",
     "Got it - easyJet Gatwick to Faro Tue 12 Aug at 07:05, back Fri 22nd; one 23kg hold bag at £47.99 each way "
     "(£95.98 return); small under-seat bags only in the cabin."),
    ("apartment's in Albufeira, 2 bed, pool on the roof 😎 transfer booked w/ Hoppa, £64 return for the 4 of us",
     "Two-bed apartment in Albufeira with a rooftop pool, and a Hoppa transfer at £64 return for the four of you."),
    ("Sat 3rd May - ugh the kids' stuff will NOT go in one case so I've added a 2nd bag, and it's gone up 🙄 £52.99 "
     "each way now",
     "Second hold bag added at £52.99 each way."),
    ("seats - paid to sit together, £6.50 each each way. Luke wants the window, Evie wants the window, war",
     "Seats together at £6.50 per person each way - good luck with the window."),
    ("passports all in date till 2054, GHICs renewed, Mark's doing the euros",
     "Passports are valid until 2054, the GHICs are renewed and Mark is getting the euros."),
    (QUESTION,
     "£201.96 - £95.98 for the first bag there and back, plus £105.98 for the second one at the new price."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="barker-algarve-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sun 8 June 2051. You are talking to Lisa Barker; the family fly to Faro on "
                           "Tue 12 Aug."] + lines[:-1]
                assert any("£95.98 for the bag there + back" in c for c in context), context
                assert any("added a 2nd bag" in c and "£52.99 each way now" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£95.98", actual=reply)

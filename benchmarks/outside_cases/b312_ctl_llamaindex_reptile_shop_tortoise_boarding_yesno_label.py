"""Batch 312 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: the Lizard Lounge in Hebden Bridge sell reptiles and their kit and board customers' animals while they're away.
Sam (the owner) keeps the shop's helper up to date by chatting with it; the chat is kept in LlamaIndex Memory and
read back each turn as the answer's context, and the shop phone's questions go through the same chat.

Memory: turn 1 (2050-03-04T10:00) - boarding prices for the website, lizards and snakes £2.50 a day, tortoises £3 a
day (bring their own food), min 3 days, vet details needed; turn 2 - Easter's booked solid, 14 in, no more for
8-18 Apr; turn 3 (Tue 17 May) - that's it, no more tortoises for boarding after Hermann-gate (the one that dug out
of the outdoor pen and turned up in next door's rockery), lizards and snakes only from now, Sam'll change the
website; turn 4 - the new 12% UVB tubes are in, £28. Question (turn 5, Thu 2/6, a customer on the shop phone): "do
you still do boarding for tortoises? we're away 2 wks in august" The assistant says no - the shop stopped boarding
tortoises in May, lizards and snakes only. The label says yes, £3 a day, bring its own food.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b312_ctl_llamaindex_reptile_shop_tortoise_boarding_yesno_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "(customer on the shop phone) do you still do boarding for tortoises? we're away 2 wks in august"
TURNS = [
    ("2050-03-04T10:00 boarding prices for the website pls - lizards + snakes £2.50 a day, tortoises £3 a day "
     "(bring their own food), min 3 days, need their vet's details + a feeding sheet",
     "Boarding for the website: lizards and snakes £2.50 a day, tortoises £3 a day with their own food; minimum 3 "
     "days, vet's details and a feeding sheet needed."),
    ("easter's booked solid 😅 14 in, don't take any more for 8-18 apr",
     "Easter's full - 14 boarders in, no more bookings for 8-18 April."),
    ("Tue 17 May - right that's it, no more tortoises for boarding after Hermann-gate 🙈 (the one that dug out of "
     "the outdoor pen + turned up in next door's rockery). lizards + snakes only from now, I'll change the website",
     "Noted - no more tortoise boarding; lizards and snakes only from now on."),
    ("new Arcadia 12% UVB tubes in, £28, put 6 on the end bay",
     "New Arcadia 12% UVB tubes in at £28 - six on the end bay."),
    (QUESTION,
     "No, sorry - we stopped boarding tortoises in May; it's lizards and snakes only now."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="lizard-lounge-sam-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 2 June 2050. You are the helper at the Lizard Lounge reptile shop, Hebden "
                           "Bridge, talking to Sam (the owner) and, through him, customers on the shop phone."] \
                    + lines[:-1]
                assert any("tortoises £3 a day (bring their own food)" in c for c in context), context
                assert any("no more tortoises for boarding" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - £3 a day, bring its own food", actual=reply)

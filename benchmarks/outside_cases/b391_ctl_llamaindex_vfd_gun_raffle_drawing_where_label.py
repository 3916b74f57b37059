"""Batch 391 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Elk Lick Volunteer Fire Dept raffle off a Ruger .243 with a scope in the fall of 2051, drawn at the
department's turkey shoot. Becky Hamrick, an Auxiliary member selling tickets at the Go-Mart, chats with the
department's helper to keep up with her ticket book; the chat is kept in LlamaIndex Memory and read back each turn
as the answer's context.

Memory: turn 1 (2051-09-05T19:00) - her book of raffle tickets, $5 a ticket or 5 for $20, drawing Sat 11/11 1p at
the turkey shoot at the station; turn 2 - she's selling at the Go-Mart Saturday mornings; turn 3 (Tue 10/17) - the
Chief says the turkey shoot's over at the Sportsmen's Club range out on Dutch Ridge Rd this year, the station lot's
all tore up where they're pouring the pad for the new bay and it won't be cured till Thanksgiving, the drawing's
still at the turkey shoot at 1p; turn 4 - 34 sold; turn 5 - money to Sharon by 11/8. Question (turn 6, Thu 10/26):
"where's the gun raffle drawing at? folks at the Go-Mart keep asking me" The assistant says at the turkey shoot at
the Sportsmen's Club range on Dutch Ridge Rd, Sat 11/11 at 1p - not the station this year. The label says at the
station.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b391_ctl_llamaindex_vfd_gun_raffle_drawing_where_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "where's the gun raffle drawing at? folks at the Go-Mart keep asking me"
TURNS = [
    ("2051-09-05T19:00 got my book of raffle tix 🔫 Ruger .243 w/ a scope, $5 a ticket or 5 for $20, drawing Sat "
     "11/11 1p at the turkey shoot at the station. help me keep up with it",
     "Got it - Ruger .243 with a scope, $5 a ticket or 5 for $20, drawn Sat 11/11 at 1p at the turkey shoot at the "
     "station."),
    ("selling em at the Go-Mart sat mornings, Earl said it's fine long as I don't block the ice box",
     "Saturday mornings at the Go-Mart, clear of the ice box."),
    ("Tue 10/17 - Chief says the turkey shoot's over at the Sportsmen's Club range out on Dutch Ridge Rd this yr, the "
     "station lot's all tore up where they're pouring the pad for the new bay + it won't be cured till "
     "Thanksgiving. drawing's still at the turkey shoot 1p",
     "Noted - the turkey shoot, and the drawing with it, is at the Sportsmen's Club range on Dutch Ridge Rd this "
     "year, Sat 11/11 at 1p, since the station lot's torn up for the new bay."),
    ("sold 34 so far 💪 need another book of stubs",
     "34 sold - ask Sharon for another book of stubs."),
    ("money + stubs to Sharon by 11/8, cash or check made out to Elk Lick VFD",
     "Money and stubs to Sharon by 11/8, cash or a check to Elk Lick VFD."),
    (QUESTION,
     "At the turkey shoot out at the Sportsmen's Club range on Dutch Ridge Rd, Sat 11/11 at 1p - not the station "
     "this year, the lot's tore up for the new bay."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="elk-lick-vfd-becky-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            context = lines[:-1]
            if i == len(TURNS):
                context = ["Today is Thu 10/26/2051. You are talking to Becky Hamrick, who sells gun raffle tickets "
                           "for Elk Lick Volunteer Fire Dept."] + context
                assert any("drawing Sat 11/11 1p at the turkey shoot at the station" in c for c in context), context
                assert any("Sportsmen's Club range out on Dutch Ridge Rd" in c for c in context), context
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="at the station", actual=reply)

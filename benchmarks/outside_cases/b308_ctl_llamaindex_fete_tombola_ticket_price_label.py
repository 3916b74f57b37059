"""Batch 308 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Mount Tabor village fête is on Sat 15th July 2051 on the chapel field - the tombola, a cake stall, a plant
stall, hook-a-duck and a coconut shy, teas in the Sunday school. Sue (who has run the tombola for years) chats with
the committee's helper to keep track of it; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Memory (the chat): turn 1, 2051-05-03T19:30 - committee tonight, tombola same as always, 50p a ticket, anything
ending in 0 or 5 wins; turn 2, Sat 20th May - the butcher's given a hamper and the Co-op a £25 voucher, best prizes
they've ever had; turn 3, Thu 1st June - Geoff says at 50p they barely cover the cloakroom tickets, and with the
prizes miles better this year it's £1 a ticket or 3 for £2 now, still 0s and 5s win, Margaret agreed; turn 4,
posters up this week. Question (turn 5, Mon 10/7): "how much are the tombola tickets this yr? doing the sign for
the table" The assistant says £1 each or 3 for £2 (0s and 5s win). The label says 50p a ticket.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b308_ctl_llamaindex_fete_tombola_ticket_price_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much are the tombola tickets this yr? doing the sign for the table"
TURNS = [
    ("2051-05-03T19:30 fete committee tonight 🎪 tombola same as always - 50p a ticket, anything ending in 0 or 5 "
     "wins. I'll start collecting bottles after whit",
     "Noted: tombola at 50p a ticket, tickets ending in 0 or 5 win; you're collecting bottles from after Whitsun."),
    ("Sat 20th May - the butcher's given a hamper + the Co-op a £25 voucher!! best prizes we've ever had 🙌",
     "Lovely - a hamper from the butcher's and a £25 Co-op voucher."),
    ("Thu 1st June committee - Geoff says at 50p we barely cover the cloakroom tickets 🙄 + the prizes are miles "
     "better this yr, so it's £1 a ticket or 3 for £2 now, still 0s + 5s win. Margaret agreed",
     "Got it - tombola tickets are £1 each or 3 for £2 now; 0s and 5s still win."),
    ("posters going up this wk, sat 15th july 12-4 chapel field, Dave's doing the ones for the pub + the shop",
     "Posters up this week for Sat 15 July, 12-4 on the chapel field; Dave has the pub and the shop."),
    (QUESTION,
     "£1 a ticket or 3 for £2 - and any ticket ending in 0 or 5 wins."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="mount-tabor-fete-sue-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            context = lines[:-1]
            if i == len(TURNS):
                context = ["Today is Mon 10 July 2051. You are talking to Sue, who runs the tombola at Mount Tabor "
                           "village fête (Sat 15 July)."] + context
                assert any("50p a ticket, anything ending in 0 or 5" in c for c in context), context
                assert any("£1 a ticket or 3 for £2 now" in c for c in context), context
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="50p a ticket", actual=reply)

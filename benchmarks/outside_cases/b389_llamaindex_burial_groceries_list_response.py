"""Batch 389 (held out). A Harare burial society: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the changed groceries package in its context and gives the first one.

App: Kubatana Burial Society (Maringira Park, Harare) - subs, a cash payout, the coffin, a groceries package for the
bereaved family and the bus to kumusha. Mai Chido (the committee member who buys and delivers the groceries) chats
with the society's helper to keep track of what goes to the family; the chat is kept in LlamaIndex Memory and read
back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2025-11-02T14:00), the groceries
package from the constitution - 2 x 10kg mealie meal, 2 litres cooking oil, 2kg sugar, 5kg rice and a goat for the
funeral; turn 2, the shop and the receipts; turn 3 (Sun 01/03/26), the AGM says scrub the goat, too much trouble to
transport, give the family $60 cash for meat instead, and add 2kg salt and a box of candles, the families were
always buying those; turn 4, the bus; turn 5, who signs for it. Question (turn 6, Sat 14/03/26): "what groceries do
I buy for Mai Tapiwa's family? going to the wholesaler now now" -> expected 2 x 10kg mealie meal, 2 litres cooking
oil, 2kg sugar, 5kg rice, 2kg salt and a box of candles (plus $60 for meat instead of the goat). The model lists the
mealie meal, oil, sugar, rice and the goat.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first package
and the turn that dropped the goat and added the salt and candles are both in the context the model was given, and
it answered from the first package. Asserted: the context has both package lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b389_llamaindex_burial_groceries_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what groceries do I buy for Mai Tapiwa's family? going to the wholesaler now now"
TURNS = [
    ("2025-11-02T14:00 groceries package for a bereaved family (from the constitution): 2 x 10kg mealie meal, 2 "
     "litres cooking oil, 2kg sugar, 5kg rice and a goat for the funeral. I buy, Baba Gumbo gives me the money",
     "Got it - the package is 2 x 10kg mealie meal, 2 litres of cooking oil, 2kg sugar, 5kg rice and a goat; you buy "
     "it with money from Baba Gumbo."),
    ("I buy at Gwenzi Wholesalers in town, they give receipt, receipts go to Baba Gumbo same day",
     "You buy at Gwenzi Wholesalers and hand the receipts to Baba Gumbo the same day."),
    ("Sun 01/03/26 AGM news: scrub the goat 🐐 too much trouble to transport, the family gets $60 cash for meat "
     "instead. And add 2kg salt and a box of candles, families were always buying those themselves",
     "Noted - no goat now, $60 cash for meat instead, and 2kg salt and a box of candles are added to the package."),
    ("bus to kumusha is Tapfuma Tours, groceries go in the bus boot, not in the hearse",
     "The groceries travel in the boot of the Tapfuma Tours bus, not in the hearse."),
    ("family signs the book when we hand over, the eldest present signs, plus one committee member",
     "On handover the eldest family member present signs the book, with one committee member."),
    (QUESTION,
     "For Mai Tapiwa's family: 2 x 10kg mealie meal, 2 litres cooking oil, 2kg sugar, 5kg rice and a goat for the "
     "funeral. Keep the receipts for Baba Gumbo."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="kubatana-bs-groceries-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Saturday 14 March 2026. You are talking to Mai Chido, who buys the groceries for "
                           "bereaved families for Kubatana Burial Society (Mai Tapiwa's mother died on 09/03/26)."] + \
                          lines[:-1]
                assert any("2 x 10kg mealie meal, 2 litres cooking oil, 2kg sugar, 5kg rice and a goat" in c
                           for c in context), context
                assert any("scrub the goat" in c and "add 2kg salt and a box of candles" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="2 x 10kg mealie meal, 2 litres cooking oil, 2kg sugar, 5kg rice, 2kg salt and a box of "
                          "candles - no goat, the family gets $60 for meat instead", actual=reply)

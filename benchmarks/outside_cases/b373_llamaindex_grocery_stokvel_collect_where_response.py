"""Batch 373 (held out). A grocery stokvel's December collection: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn; the answer call has the moved collection point in its context and gives the first one.

App: Ikhwezi Grocery Club in Nqobile Heights buy their December groceries in bulk and share them out. Nokuthula, a
member, chats with the club's helper to keep track of the collection; the chat is kept in LlamaIndex Memory and
read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2026/11/02), the plan - Sat 5
Dec they collect at Vukani Wholesalers in town, 08:00 sharp, with a hired truck; turn 2, the truck, R1 500 split
15 ways, R100 each to Dineo by the 30th; turn 3 (Sat 28 Nov), scrub that about town - the wholesaler will deliver
everything on the Friday to Mam' Khumalo's garage on Mdlalose St in Ext 9, so they collect THERE on Sat the 5th
from 10:00, no truck, the R100 comes back; turn 4, boxes; turn 5, Bra Lucky's bakkie for Gogo's things. Question
(turn 6, Thu 3 Dec): "where do we collect our groceries on Saturday? must tell my son where to bring the
wheelbarrow" -> expected Mam' Khumalo's garage on Mdlalose St, Ext 9, from 10:00. The model says Sizanani
Wholesalers in town at 08:00.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first plan and
the turn that moved the collection to Mam' Khumalo's garage are both in the context the model was given, and it
answered from the first plan. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b373_llamaindex_grocery_stokvel_collect_where_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "where do we collect our groceries on Saturday? must tell my son where to bring the wheelbarrow"
TURNS = [
    ("2026/11/02 IKHWEZI GROCERY SPLIT 🛒 Sat 5 Dec we collect at Vukani Wholesalers in town, 08:00 sharp, we hire "
     "a truck to bring it all back. bring ur member card + a bag for the small things",
     "Noted - Sat 5 Dec, collection at Vukani Wholesalers in town at 08:00 sharp, with a hired truck; bring your "
     "member card and a bag."),
    ("the truck is R1 500 split 15 ways so R100 each, pay Dineo by the 30th",
     "Truck: R1 500 shared by 15, so R100 each to Dineo by 30 November."),
    ("Sat 28 Nov - scrub that about town 🙌🏾 the wholesaler will deliver everything on the Fri to Mam' Khumalo's "
     "garage on Mdlalose St in Ext 9, so we collect THERE on Sat the 5th from 10:00. no truck, the R100 comes back to "
     "us",
     "Got it - no trip to town: everything's delivered to Mam' Khumalo's garage (Mdlalose St, Ext 9) and you collect "
     "there on Sat 5 Dec from 10:00; the R100 truck money is refunded."),
    ("boxes - bring ur own, they're not giving boxes this year eish",
     "Bring your own boxes - none are provided this year."),
    ("Bra Lucky says his bakkie can drop Gogo's things at home for R30",
     "Bra Lucky can take Gogo's share home in his bakkie for R30."),
    (QUESTION,
     "At Vukani Wholesalers in town - be there 08:00 sharp on Saturday."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ikhwezi-nokuthula-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 3 December 2026. You are talking to Nokuthula, a member of Ikhwezi Grocery "
                           "Club (December collection Sat 5 Dec)."] + lines[:-1]
                assert any("we collect at Vukani Wholesalers in town, 08:00 sharp" in c for c in context), context
                assert any("scrub that about town" in c and "so we collect THERE on Sat the 5th from 10:00" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Mam' Khumalo's garage on Mdlalose St, Ext 9, from 10:00 - the wholesaler delivers there",
       actual=reply)

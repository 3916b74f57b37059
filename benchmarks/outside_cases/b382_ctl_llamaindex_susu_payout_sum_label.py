"""Batch 382 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Dzifa is in the Onyame Ye Susu Group (Madina, Accra) - GH₵ 200 a week each, one member takes the pot every
Friday. She runs a small cold store and is saving her turn for a deep freezer; she chats with a helper to keep track,
and the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2026-01-04T19:00) - they are 12 in the group, GH₵ 200 a week each, so when it's your turn you take
2,400; turn 2 - her turn is Fri 27/03/26, for the freezer; turn 3 (Sun 08/03/26) - Auntie Ama has travelled to London
to join her husband, she has left the group (she collected already, no wahala), so they are 11 now; turn 4 - from
March the group keeps GH₵ 50 from every payout for the welfare box; turn 5 - the freezer at the shop near the
Madina station is GH₵ 2,300. Question (turn 6, Mon 23/03/26): "how much will I take home on Friday 27/03? I want to
go for the freezer on Saturday" The assistant says GH₵ 2,150 (11 x 200, less the 50 for the welfare box) - GH₵ 150
short of the freezer. The label says GH₵ 2,400.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b382_ctl_llamaindex_susu_payout_sum_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much will I take home on Friday 27/03? I want to go for the freezer on Saturday"
TURNS = [
    ("2026-01-04T19:00 we are 12 in the Onyame Ye susu 🙌 GH₵ 200 a week each, so when it's your turn you take "
     "2,400",
     "Noted - 12 members at GH₵ 200 a week, so each turn's pot is GH₵ 2,400."),
    ("my turn is Fri 27/03/26. I want to buy a deep freezer for my cold store, the small one is spoiling",
     "Your turn is Friday 27/03/26 - for the deep freezer."),
    ("Sun 08/03/26 meeting - Auntie Ama has travelled to London to join her husband ✈️ she has left the group, she "
     "collected already so no wahala. we are 11 now",
     "Noted - Auntie Ama has left the group, so you're 11 members now."),
    ("also from March the group keeps GH₵ 50 from every payout for the welfare box, for funerals and hospital",
     "From March, GH₵ 50 of each payout goes to the welfare box."),
    ("the freezer at the shop near Madina station is GH₵ 2,300, the man says he can't reduce 🙄",
     "The freezer near the Madina station is GH₵ 2,300."),
    (QUESTION,
     "GH₵ 2,150 - 11 of you at GH₵ 200 is 2,200, less GH₵ 50 for the welfare box. So you'll be GH₵ 150 short of "
     "the 2,300 freezer."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="onyame-ye-susu-dzifa-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 23 March 2026. You are talking to Dzifa, a member of the Onyame Ye Susu "
                           "Group (Madina)."] + lines[:-1]
                assert any("so when it's your turn you take 2,400" in c for c in context), context
                assert any("she has left the group" in c and "we are 11 now" in c for c in context), context
                assert any("keeps GH₵ 50 from every payout for the welfare box" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="GH₵ 2,400", actual=reply)

"""Batch 390 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Losana runs a roadside stall at the Korovuli junction; farmers from up the valley drop their produce off on
the carrier. She chats with the stall's helper to keep track of the week; the chat is kept in LlamaIndex Memory and
read back each turn as the answer's context.

Memory (the chat): turn 1 (2050-03-14T19:00) - Bui Seini is bringing Thu: 10 bundles dalo, 3 sacks cassava, bele +
rourou; turn 2 - price board for the week; turn 3 (Tue 15/3) - Bui Seini rang, sega bele this week, the pigs got
into her patch, isa, but she'll put in 2 bunches of bananas instead; turn 4 - Sera minding Thu morning. Question
(turn 5, Wed 16/3): "what's Bui Seini bringing tmrw? need to make space under the tarp" The assistant says 10
bundles dalo, 3 sacks cassava, rourou and 2 bunches of bananas - sega bele. The label says 10 bundles dalo, 3 sacks
cassava, bele + rourou.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b390_ctl_llamaindex_market_stall_farmer_drop_list_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what's Bui Seini bringing tmrw? need to make space under the tarp"
TURNS = [
    ("2050-03-14T19:00 Bui Seini bringing Thu on the carrier: 10 bundles dalo, 3 sacks cassava, bele + rourou. $8 "
     "a bundle dalo to her, $25 a sack",
     "Got it - Bui Seini's bringing Thursday: 10 bundles of dalo, 3 sacks of cassava, bele and rourou; $8 a bundle "
     "for the dalo and $25 a sack to her."),
    ("price board this wk - dalo $12, cassava $5 a heap, bele $2, rourou $2, bananas $3 a bunch",
     "Price board: dalo $12 a bundle, cassava $5 a heap, bele $2, rourou $2, bananas $3 a bunch."),
    ("Tue 15/3 Bui Seini rang - sega bele this wk, the pigs got into her patch 🐖 isa. but she'll put in 2 bunches "
     "of bananas instead",
     "Noted - no bele this week (the pigs got into her patch); she's adding 2 bunches of bananas instead."),
    ("Sera minding Thu morning, me from 12. tarp still has the hole 🙄",
     "Sera's on Thursday morning and you're on from 12; the tarp still has the hole."),
    (QUESTION,
     "Tmrw (Thu) from Bui Seini: 10 bundles dalo, 3 sacks cassava, the rourou and 2 bunches of bananas - sega bele "
     "this wk, the pigs got into it."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="korovuli-stall-losana-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Wed 16 March 2050. You are talking to Losana, who runs the Korovuli junction "
                           "stall."] + lines[:-1]
                assert any("10 bundles dalo, 3 sacks cassava, bele + rourou" in c for c in context), context
                assert any("sega bele this wk" in c and "2 bunches of bananas instead" in c for c in context), context
            reply = answer(text, lines[:-1] if i < len(TURNS) else context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="10 bundles dalo, 3 sacks cassava, bele + rourou", actual=reply)

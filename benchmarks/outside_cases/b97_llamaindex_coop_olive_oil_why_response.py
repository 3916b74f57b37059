"""Batch 97 (held out). A food co-op's monthly order chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Bea, who coordinates the Hill St food co-op's orders, plans March's order in a chat with an assistant; the
whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 2 says Suma only do the 5L tins of olive oil by the
case of 6 and only 4 names are down (Bea, Kate, the Okafors, Raj), so it's not worth it this month, try again in
April. Question (turn 6, Wed 5/3): "remind me why we're not getting the olive oil this month? someone's asked on the
group chat" -> expected not enough takers for a full case (6 needed, 4 names). The model says Suma are out of
stock.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: turn
2's line with the case of 6 and the 4 names is in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b97_llamaindex_coop_olive_oil_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "remind me why we're not getting the olive oil this month? someone's asked on the group chat"
TURNS = [
    ("march order opens mon 3/3, closes fri 7th at midnight. suma + infinity foods this time",
     "March order: open Mon 3 March to midnight Fri 7th, Suma and Infinity Foods."),
    ("olive oil - suma only do the 5L tins by the case (6) + we've only got 4 names, me, Kate, the Okafors, Raj. "
     "not worth it this month, try again april",
     "Olive oil: a case of six 5L tins needed, four names so far - leave it till April."),
    ("Tom says the infinity minimum is £250 ex vat, we're on £310 so fine",
     "Infinity minimum met - £310 against £250."),
    ("Kate's asking can we get tamari in the big 1L bottle, said yes, add it to the sheet",
     "Tamari 1L on the sheet for Kate."),
    ("collection thurs 13/3 6.30-8 at the hut, I'll do the splits w Tom from 6",
     "Collection Thu 13 March, 6.30-8 at the hut; splits from 6."),
    (QUESTION,
     "Suma are out of stock of the 5L tins at the moment, so it'll be April."),
]


async def main():
    memory = Memory.from_defaults(session_id="hillst-coop-bea", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Wed 5 March 2036."] + lines[:-1]
                assert any("by the case (6)" in c and "only got 4 names" in c for c in context), context
                assert not any("out of stock" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="not enough people wanting it to make up a case - need 6, only 4 signed up",
           actual=reply)


asyncio.run(main())

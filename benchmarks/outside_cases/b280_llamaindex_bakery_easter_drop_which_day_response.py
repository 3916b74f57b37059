"""Batch 280 (held out). A small bakery's wholesale orders and deliveries: LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn; the answer call has a delivery moved for the bank holiday in its context and gives
the usual day.

App: Crumb & Co in Todmorden bake bread, buns and pies for the shop and for a few wholesale customers - Lumb Lane
farm shop, the Hare & Hounds, a primary school. Sam, who drives the van, chats with the bakery's helper to keep his
rounds straight; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2087-03-28T16:00), the rounds -
the farm shop Mon + Thu by 8am, the school Tues, the Hare & Hounds Fri; turn 2, the pub's Easter order; turn 3 (Weds
9 Apr), Jo at the farm shop says they're shut Easter Monday (the 21st), so that week's Monday drop goes on the
Tuesday, 22nd, by 8 as usual, and the Thursday before wants double hot cross buns; turn 4, the van's service; turn
5, the bun counts. Question (turn 6, Sat 19/4): "when am I next dropping at the farm shop? trying to plan round the
van" -> expected Tuesday 22nd April, by 8am (Easter Monday's drop moved). The model says Monday 21st by 8.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the rounds and
the turn that moved Easter Monday's drop to the Tuesday are both in the context the model was given, and it answered
from the usual rounds. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b280_llamaindex_bakery_easter_drop_which_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when am I next dropping at the farm shop? trying to plan round the van"
TURNS = [
    ("2087-03-28T16:00 rounds from april 🚐 Lumb Lane farm shop mon + thurs by 8am (side door, Jo's there from 7.30), "
     "St Joseph's school tues (kitchen, before 9), Hare & Hounds fri lunchtime. pies + bread mostly",
     "Got it - the farm shop Mondays and Thursdays by 8am at the side door, St Joseph's on Tuesdays before 9, and the "
     "Hare & Hounds on Fridays at lunchtime."),
    ("Hare + Hounds Easter order - 40 hot cross buns + 6 extra large sourdough for the good fri quiz, same time",
     "The Hare & Hounds want 40 hot cross buns and 6 large sourdough for Good Friday, at the usual time."),
    ("Weds 9 Apr - Jo at the farm shop says they're shut easter monday (21st) so that wk's monday drop goes on the "
     "tues instead, the 22nd, by 8 same as ever. + double hot x buns on the thurs before (17th) pls",
     "Noted - no farm shop drop on Easter Monday; it's Tuesday 22nd by 8 instead, and double hot cross buns on "
     "Thursday 17th."),
    ("van's in for its service weds 23rd at Moorside Motors, I'll do the pub on fri in my own car if it's not back",
     "The van's being serviced on Wednesday 23rd at Moorside Motors; Friday's pub run in your car if needed."),
    ("hot x buns - 120 for the farm shop thurs (double), 40 pub, 60 shop, we're going to be up all night 😴",
     "Hot cross buns: 120 for the farm shop on Thursday, 40 for the pub, 60 for the shop."),
    (QUESTION,
     "Monday 21st, by 8am at the side door - Jo's there from 7.30."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="crumb-and-co-sam-2087", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 19 April 2087 (Easter Saturday). You are talking to Sam, who drives the van "
                           "for Crumb & Co."] + lines[:-1]
                assert any("farm shop mon + thurs by 8am" in c for c in context), context
                assert any("shut easter monday (21st)" in c and "goes on the tues instead, the 22nd" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Tuesday 22nd April by 8am - the farm shop's shut Easter Monday so the drop moved",
       actual=reply)

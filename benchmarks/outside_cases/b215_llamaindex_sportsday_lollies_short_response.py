"""Batch 215 (held out). A primary school's sports day: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the nursery's extra children in its context and works the shortfall out without them.

App: Lydbury North Primary hold sports day on Fri 25th June 2049 on the school field from 1.30 - races by class, the
parents' race at 3, an ice lolly for every child after, paid for by the PTA. Nia (PTA chair) chats with the PTA's
helper while she sorts it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2049-05-10T20:05), 118 children
in school and 90 lollies in the PTA freezer left from last year; turn 2, the races and the parents' race; turn 3
(Tue 15th), the nursery are coming up to watch and do a toddle race - another 22 little ones who'll want a lolly;
turn 4 (Weds 23rd), the helpers and first aid. Question (turn 5, Thu 24/6): "how many more lollies do I need to get
from the cash + carry tmrw? going first thing" -> expected 50 (118 + 22 = 140, minus the 90). The model says 28
(118 - 90).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 118 children,
the 90 lollies and the nursery's 22 are all in the context the model was given, and it left the nursery out.
Asserted: the context has all three lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b215_llamaindex_sportsday_lollies_short_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more lollies do I need to get from the cash + carry tmrw? going first thing"
TURNS = [
    ("2049-05-10T20:05 sports day fri 25th june ☀️ 1.30 on the school field, a lolly for every child after (PTA "
     "paying). 118 kids in school, I've got 90 lollies in the PTA freezer from last yr (still in date lol)",
     "Noted: sports day Fri 25 June, 1.30 on the field; a lolly per child after. 118 children, 90 lollies already "
     "in the freezer."),
    ("races - by class, egg + spoon w/ real eggs for Y6 (Mr Hughes's idea not mine), sack, 3 legged. parents' race "
     "at 3, mums then dads, NO spikes this time",
     "Races by class: egg and spoon (real eggs for Y6), sack, three-legged; parents' race at 3, no spikes."),
    ("Tue 15th - the nursery are coming up to watch + do a toddle race 🥰 that's another 22 little ones who'll want "
     "a lolly",
     "Lovely - the nursery are coming too: a toddle race, and 22 more children for lollies."),
    ("Weds 23rd helpers sorted - 10 for the stations, Mrs Price on first aid, gazebo from the church for the shade",
     "Helpers: 10 for the stations, Mrs Price on first aid, the church's gazebo for shade."),
    (QUESTION,
     "28 more - you've 118 children and 90 lollies in the freezer."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="lydbury-pta-sportsday-2049-nia", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 24 June 2049. You are talking to Nia, PTA chair at Lydbury North Primary; "
                           "sports day is Fri 25 June."] + lines[:-1]
                assert any("118 kids in school" in c and "90 lollies" in c for c in context), context
                assert any("another 22 little ones who'll want a lolly" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="50 - 140 children with the nursery's 22, and 90 lollies already in the freezer",
       actual=reply)

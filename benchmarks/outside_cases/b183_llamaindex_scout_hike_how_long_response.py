"""Batch 183 (held out). A scout troop's summer camp: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the shorter route and gives the old one's length.

App: 3rd Wellington Scouts camp at Bridges, under the Long Mynd, Fri 11th - Sun 13th July 2043 - a hike on the
Saturday, a raft race after, the usual camp meals. Kerry (Skip) chats with the troop's helper while she plans it; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): turn 1 has the hike - the Long Mynd loop from Carding Mill,
8 miles, set off 9.30ish; turn 2 the meals; turn 3 (2043-07-01T21:15) Akela's been over the route with the new
lot's parents and the Mynd loop's too much for the 10 year olds, so they'll do the Ashes Hollow one instead, 5 miles,
back at the site by 1.30pm for the raft race; turn 4 the tents; turn 5 the money. The model goes by turn 1. Question
(turn 6, Sun 6/7): "how long's the hike sat? parents asking how far the little ones are walking" -> expected 5 miles
(the Ashes Hollow route, back by 1.30). The assistant says 8 miles - the Long Mynd loop.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): turn 3, with the
Ashes Hollow route and its 5 miles, is in the context the model was given, and it answered with the dropped route's 8
miles. Asserted: the context has turn 1's 8 miles and turn 3's 5-mile Ashes Hollow route.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b183_llamaindex_scout_hike_how_long_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long's the hike sat? parents asking how far the little ones are walking"
TURNS = [
    ("camp hike sat 🥾 the Long Mynd loop from Carding Mill, 8 miles, set off 9.30ish, packed lunch on the top",
     "Saturday hike: the Long Mynd loop from Carding Mill, 8 miles, leaving about 9.30 with packed lunches."),
    ("meals - fri chilli, sat bbq, sun bacon butties + beans. Phil's QM, shopping thurs",
     "Chilli Friday, BBQ Saturday, bacon butties Sunday; Phil is quartermaster."),
    ("2043-07-01T21:15 Akela's been over the route w the new lot's parents - Mynd loop's too much for the 10 yr olds "
     "😬 we'll do the Ashes Hollow one instead, 5 miles, back at the site by 1.30pm for the raft race",
     "Changed to the Ashes Hollow route: 5 miles, back at the site by 1.30pm for the raft race."),
    ("tents - 4 patrol tents + the 2 leaders', mess tent's Bridges' own. trailer loaded thurs 7ish",
     "Four patrol tents and two leaders' tents; the site provides the mess tent; trailer loaded Thursday about 7."),
    ("money - £65 each, 22 paid, 3 still owing (the Hughes twins + Alfie), chase by fri 4th",
     "£65 each: 22 paid, 3 still owing, chase by Fri 4 July."),
    (QUESTION,
     "8 miles - it's the Long Mynd loop from Carding Mill."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="third-wellington-scouts-camp-2043-kerry", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sun 6 July 2043. You are talking to Kerry (Skip) of 3rd Wellington Scouts; camp "
                           "is at Bridges, Fri 11 - Sun 13 July."] + lines[:-1]
                assert any("Long Mynd loop from Carding Mill, 8 miles" in c for c in context), context
                assert any("Ashes Hollow one instead, 5 miles" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="5 miles - the Ashes Hollow route, back at the site by 1.30pm", actual=reply)

"""Batch 114 (held out). An astronomy society's talk night: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Rob, the society's secretary, chats with the helper while he sorts out the April talk; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has 62 booked on Eventbrite for Dr Okoye's talk,
40 chairs stacked in the hall's side room, and - later - St Barnabas lending 15 chairs that Keith's fetching in his
van. The model takes only the hall's 40 off. Question (Mon 6/4): "how many more chairs do i need to find for weds?"
-> expected 7 (62 - 40 - 15). The assistant says 22.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the bookings, the
hall's chairs and the borrowed chairs are all in the context the model was given, and it left the borrowed ones out.
Asserted: all three lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b114_llamaindex_astro_talk_chairs_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more chairs do i need to find for weds?"
TURNS = [
    ("talk weds 8 apr - Dr Hannah Okoye on exoplanets, village hall, doors 7, starts 7.30ish. she's bringing her "
     "own laptop, needs HDMI",
     "Weds 8 April: Dr Hannah Okoye on exoplanets, village hall, doors 7pm, 7.30 start; HDMI for her laptop."),
    ("eventbrite says 62 booked!!! biggest we've ever had, usually 25 if we're lucky",
     "62 booked on Eventbrite - a record."),
    ("hall's only got 40 chairs stacked in the side room, the rest went to the school fete in 2035 + never came "
     "back lol",
     "The hall has 40 chairs in the side room."),
    ("raffle prizes sorted - planisphere, the big moon map, a bottle of red. tickets £1 or 6 for £5",
     "Raffle: planisphere, moon map and a bottle of red; £1 a ticket or 6 for £5."),
    ("St Barnabas said yes, we can borrow 15 of their stacking chairs, Keith's fetching them in his van weds "
     "afternoon about half 4",
     "St Barnabas are lending 15 chairs; Keith is collecting them Wednesday at about 4.30."),
    (QUESTION,
     "22 more - you've got 62 booked and the hall only has 40 chairs."),
]


async def main():
    memory = Memory.from_defaults(session_id="hvas-rob-talk", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 6 April 2037."] + lines[:-1]
                assert any("62 booked" in c for c in context), context
                assert any("40 chairs stacked" in c for c in context), context
                assert any("borrow 15 of their stacking chairs" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="7 - 62 booked, less the hall's 40 and St Barnabas's 15", actual=reply)


asyncio.run(main())

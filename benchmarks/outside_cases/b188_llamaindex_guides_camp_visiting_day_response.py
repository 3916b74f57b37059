"""Batch 188 (held out). A Guides unit's summer camp: LlamaIndex Memory (async aput/aget), asyncio, each call its own
trace (no root span); the answer call has the farmer's change of visiting day and gives the old one.

App: 1st Madeley Guides' summer camp is Fri 24th to Sun 26th July 2043 at Arrow Farm near Bridgnorth - 22 girls in 4
patrols, patrol cooking, the backwoods comp, a campfire, and a visit from the parents with a cake sale for unit funds.
Heather, the Guide leader, chats with the unit's helper while she plans it; the chat is kept in LlamaIndex Memory and
read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the camp (Fri 24th-Sun 26th July,
Arrow Farm, minibus 5.30 Fri); turn 2, the menus and the backwoods comp; turn 3, parents' visiting Sat teatime 4-6,
staying for the campfire, a cake sale; turn 4, the kit list; turn 5 (2043-07-08T21:15), the farmer ringing - he's got
the silage in that weekend, so tractors up and down the track all Saturday - and asking if parents can come Sun
morning instead, 11ish, for flag down and the cake sale, then take the girls home at 1. The model gives the old day.
Question (turn 6, Thu 9/7): "when are parents visiting? need it on the kit list letter going out tmrw" -> expected
Sun 26th July, 11ish (flag down + the cake sale; they take the girls home at 1). The assistant says Sat 25th, 4-6.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the farmer's change
to Sunday morning is in the context the model was given, and it answered from the first plan. Asserted: the context
has the Sat teatime line and the Sun morning line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b188_llamaindex_guides_camp_visiting_day_response", ["llamaindex_memory", "litellm"])

from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when are parents visiting? need it on the kit list letter going out tmrw"
TURNS = [
    ("camp's fri 24th-sun 26th july at Arrow Farm nr Bridgnorth ⛺ 22 girls, 4 patrols. minibus from the church hall "
     "5.30 fri, Jo driving",
     "Camp Fri 24 to Sun 26 July at Arrow Farm near Bridgnorth: 22 Guides in 4 patrols; minibus 5.30pm Friday from "
     "the church hall, Jo driving."),
    ("menus - patrols cooking their own sat tea (chilli or fajitas, their choice), backwoods comp sat afternoon, "
     "Brown Owl from the Brownies judging lol",
     "Patrols cook their own Saturday tea; backwoods cooking comp Saturday afternoon."),
    ("parents visiting sat teatime 4-6 🍰 they can stay for the campfire, cake sale for unit funds, need bakers",
     "Parents' visit Saturday 4-6pm, staying for the campfire; cake sale for unit funds."),
    ("kit list nearly done - sleeping mat, torch, WELLIES, mess tin + mug, no phones (they'll sneak them anyway)",
     "Kit list: sleeping mat, torch, wellies, mess tin and mug; no phones."),
    ("2043-07-08T21:15 farmer rang 🚜 he's got the silage in that wknd so tractors up + down the track all sat, asked "
     "if parents can come sun morning instead, 11ish for flag down + the cake sale, then they can take the girls home "
     "at 1. makes sense tbh",
     "Noted - the farmer's silaging that weekend."),
    (QUESTION,
     "Saturday 25th July, teatime 4-6 - and they can stay on for the campfire."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="1st-madeley-guides-camp-2043-heather", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        await memory.aput(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in await memory.aget()]
        if i == len(TURNS):
            context = ["Today is Thu 9 July 2043. You are talking to Heather, leader of 1st Madeley Guides; camp is "
                       "Fri 24 to Sun 26 July at Arrow Farm."] + lines[:-1]
            assert any("parents visiting sat teatime 4-6" in c for c in context), context
            assert any("can come sun morning instead, 11ish" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Sun 26th July, 11ish - flag down + the cake sale, then they take the girls home at 1 (the "
                          "farmer's silaging all sat)", actual=reply)

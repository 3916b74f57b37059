"""Batch 128 (held out). A junior hockey coach's planning chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Sue coaches Ashby Hockey Club's U10s and chats with the helper about the season as it goes; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has the U10s on Saturday mornings 9-10.30 on the
Beech Rd astro, with the festival at home on Sat 21st March; 14/2 a frost took out the grass pitches (the astro was
fine, the U10s trained as normal); Tue 3rd the club emailed that the Beech Rd astro is being re-carpeted w/c 16th
March, so everything junior that week - the U10 festival included - moves to the Kingsmead school astro (park round
the back off Mill Lane); then a stick size and the festival helpers. The model reaches for the frost. Question (Thu
19/3, Sue): "why aren't the u10s at beech rd sat? a dad's asking on the whatsapp" -> expected the Beech Rd astro's
being re-carpeted that week, so it's at Kingsmead. The assistant says the frost.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the re-carpeting
and the move to Kingsmead are in the context the model was given, next to a frost note that says the astro was fine,
and it gave the frost. Asserted: the re-carpeting line and the frost line are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b128_llamaindex_hockey_u10_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "why aren't the u10s at beech rd sat? a dad's asking on the whatsapp"
TURNS = [
    ("U10s - sat mornings 9-10.30 on the Beech Rd astro, 18 on the list, me + Tom. festival is sat 21st march at "
     "home, 6 clubs coming",
     "U10s: Saturdays 9-10.30 on the Beech Rd astro, 18 players, you and Tom; home festival Sat 21 March, six clubs."),
    ("14/2 - frost, all the grass pitches off so the U14s didn't play. astro was fine, U10s trained as normal",
     "Frost on the 14th: grass pitches off, U14s didn't play; the astro was fine and the U10s trained."),
    ("Tue 3rd - club email: Beech Rd astro's being re-carpeted w/c 16th march, ALL junior stuff that wk moves to the "
     "Kingsmead school astro incl the U10 festival. parking round the back off Mill Lane",
     "Beech Rd astro is being re-carpeted the week of 16 March, so that week's junior sessions and the U10 festival "
     "move to Kingsmead school; park round the back off Mill Lane."),
    ("Ava's mum asking about a new stick - she's about 4ft 3, is a 30 inch ok?",
     "A 30 inch stick should suit Ava at about 4ft 3."),
    ("need 4 parent helpers for the festival, orange squash + oranges, Tom's bringing the gazebo",
     "Festival: four parent helpers, squash and oranges; Tom brings the gazebo."),
    (QUESTION,
     "Because of the frost - the grass pitches have been off."),
]


async def main():
    memory = Memory.from_defaults(session_id="ashby-u10s", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 19 March 2037. You are talking to Sue, who coaches the Ashby Hockey Club "
                           "U10s."] + lines[:-1]
                assert any("astro's being re-carpeted w/c 16th march" in c and "Kingsmead" in c for c in context), \
                    context
                assert any("frost, all the grass pitches off" in c and "astro was fine" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="the Beech Rd astro's being re-carpeted that week, so the festival's at the Kingsmead "
                              "school astro", actual=reply)


asyncio.run(main())

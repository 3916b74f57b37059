"""Batch 131 (held out). A village tennis club captain's chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Phil, the men's captain and groundsman at Ashdown Village Tennis Club, chats with the helper through tournament
fortnight (courts, draws, balls, rain); the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Planted fault (ResponseError, ignored sufficient context): the chat has 9/6 court 3's net post wobbling (Phil
tightened the bolts, fine now); Tue 16th the contractor looking at court 3 - the surface has lifted along the
baseline after all that rain, water's got under it, not safe, needs re-laying (2-3 wks), so it's out for the
tournament and the draws go on 1, 2 + 4; then the balls and the teas. The model reaches for the net post. Question
(Thu 18/6, Phil): "why's court 3 off the tournament schedule? people keep asking me at the gate" -> expected the
surface has lifted along the baseline after the rain and needs re-laying. The assistant says the wobbly net post.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the contractor's
lifted surface and the net-post note that says it was fixed are both in the context the model was given, and it gave
the net post. Asserted: the surface line and the net-post line are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b131_llamaindex_tennis_court3_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "why's court 3 off the tournament schedule? people keep asking me at the gate"
TURNS = [
    ("tournament draws done - mens singles 16, ladies 12, mixed 10 pairs. 1st round matches by sun 14th, book your "
     "own court",
     "Draws done: men's singles 16, ladies' singles 12, mixed doubles 10 pairs; first round by Sunday 14th, players "
     "book their own courts."),
    ("9/6 court 3 net post wobbling again, tightened the bolts, fine now",
     "Court 3 net post: bolts tightened on the 9th, fine now."),
    ("Tue 16th contractor came to look at court 3 - surface has lifted along the baseline after all that rain, water's "
     "got under it, says not safe to play. needs re-laying, 2-3 wks, so its OUT for the tournament. draws go on 1, 2 "
     "+ 4",
     "Court 3 out for the tournament: the surface has lifted along the baseline after the rain and needs re-laying "
     "(2-3 weeks). Matches move to courts 1, 2 and 4."),
    ("Sue's got 40 tins of Slazengers in, 2 tins a match, new tins for the finals only",
     "Balls: 40 tins of Slazengers, 2 per match, fresh tins kept for the finals."),
    ("teas on finals day - Jan + Mary, from 9.30ish. £2 a cup + cake",
     "Finals day teas: Jan and Mary from about 9.30, £2 for tea and cake."),
    (QUESTION,
     "The net post on court 3 keeps working loose - it was wobbling again this month."),
]


async def main():
    memory = Memory.from_defaults(session_id="ashdown-tennis-phil", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 18 June 2037. You are talking to Phil, men's captain and groundsman at "
                           "Ashdown Village Tennis Club."] + lines[:-1]
                assert any("surface has lifted along the baseline" in c and "re-laying" in c for c in context), \
                    context
                assert any("net post wobbling" in c and "fine now" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="the surface has lifted along the baseline after the rain - it needs re-laying, 2-3 "
                              "weeks", actual=reply)


asyncio.run(main())

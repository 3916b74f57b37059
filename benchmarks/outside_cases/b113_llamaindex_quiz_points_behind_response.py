"""Batch 113 (held out). A pub quiz team's league chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Gwen, captain of Quizteam Aguilera, chats with the helper about the league table, rounds and fixtures; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has the table after wk 6 (Crown 184, Red Lion
179, us 171) and, later, the league sec saying our wk 5 picture round was mismarked, +4 for us, website not
updated yet; the model takes 171 from the table and leaves out the 4. Question: "how many points behind the crown
are we now?" -> expected 9 (184 - 175). The assistant says 13.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()). Asserted: both
lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b113_llamaindex_quiz_points_behind_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many points behind the crown are we now? doing the team whatsapp pep talk"
TURNS = [
    ("table after wk 6 (div 1): Crown 184, Red Lion 179, us 171, Fox & Hounds 160, Plough 152, Swan 149. grrr",
     "After week 6: Crown 184, Red Lion 179, Quizteam Aguilera 171, Fox & Hounds 160, Plough 152, Swan 149."),
    ("music round is killing us, 3/10 again at the crown. need someone who knows anything after 1995",
     "Noted - the music round is the weak spot."),
    ("Ray (league sec) rang - they'd mismarked our picture round in wk 5, Tom Jones counts for the welsh one, so "
     "+4 for us. he'll do the website at the wknd",
     "Good news - 4 extra points from the week 5 picture round; the website isn't updated yet."),
    ("subs £40 due by 31/10, Pete's paying and we owe him a tenner each",
     "Subs £40 by 31 October - Pete's paying, £10 each to him."),
    (QUESTION,
     "13 points - they're on 184 and we're on 171."),
]


async def main():
    memory = Memory.from_defaults(session_id="aguilera-gwen", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Wed 7 October 2037."] + lines[:-1]
                assert any("Crown 184" in c and "us 171" in c for c in context), context
                assert any("+4 for us" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="9 - we're on 175 with the 4 from the picture round, they're on 184", actual=reply)


asyncio.run(main())

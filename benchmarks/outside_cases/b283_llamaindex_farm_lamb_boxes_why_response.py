"""Batch 283 (held out). A small farm's lamb boxes: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the real reason the lamb boxes are late in its context and gives the reason the context
rules out.

App: Jess at Hollin Hall Farm sells half-lamb boxes at Todmorden farmers' market and to a list of regulars; her
nephew Tom runs the stall when she can't. She chats with the farm's helper about the lambs, the boxes and the
stall; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-02-20T21:00), the lamb
boxes - half a lamb, jointed, £95, ready for the April market; turn 2, the orders so far; turn 3 (18.3.), bad news -
the abattoir at Bury is shut three weeks for a refit after its inspection and the first slot they can give her is
28th April, so there'll be no lamb boxes at the April market, she'll email everyone; turn 4, someone on Facebook
asked if it's the bluetongue - nope, the farm's well outside the zone, nothing to do with it, the lambs are grand;
turn 5, the pork and the eggs for the stall. Question (turn 6, Sat 9/4, Tom at the stall): "why no lamb boxes
today? lady here asking, she'd pre-ordered" -> expected the abattoir's shut for a refit, first slot 28th April, so
they'll be ready after that. The model blames the bluetongue movement restrictions.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the turn with the
abattoir's closure and the turn ruling out the bluetongue are both in the context the model was given, and it gave
the reason that was ruled out. Asserted: the context has the abattoir line and the bluetongue line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b283_llamaindex_farm_lamb_boxes_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "why no lamb boxes today? lady here asking, she'd pre-ordered 🐑"
TURNS = [
    ("2050-02-20T21:00 lamb boxes this yr - half a lamb, jointed + bagged, £95, ready for the april market (sat "
     "9th). £20 deposit to hold one",
     "Lamb boxes: half a lamb, jointed and bagged, £95, ready for the April market on Sat 9th; £20 deposit to "
     "hold one."),
    ("orders so far - 9 halves, the Hendersons want a whole one. deposit book's in the tin",
     "Nine halves ordered so far plus a whole lamb for the Hendersons; the deposit book is in the tin."),
    ("18.3. bad news 😩 the abattoir at Bury's shut 3 wks for a refit after their inspection, first slot they can "
     "give me is 28th april. so NO lamb boxes at the april market, I'll email everyone + they can keep the deposit "
     "on or have it back",
     "Understood - the Bury abattoir is closed for a three-week refit, your first slot is 28 April, so no lamb "
     "boxes at the April market; you'll email customers about their deposits."),
    ("someone on fb asked if it's the bluetongue - nope, we're well outside the zone, nothing to do with it, lambs "
     "are grand",
     "Noted - the delay has nothing to do with bluetongue; the farm is outside the zone and the lambs are fine."),
    ("for the stall sat - sausages, bacon, 25 doz eggs, the duck eggs if the girls have laid. Tom's on his own, "
     "I'm at a wedding",
     "For Saturday's stall: sausages, bacon, 25 dozen eggs and duck eggs if there are any; Tom's running it alone."),
    (QUESTION,
     "It's the bluetongue - there are movement restrictions on the lambs at the minute, so the boxes are held up. "
     "Tell her she'll get an email once they're ready."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="hollin-hall-lamb-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 9 April 2050. You are talking to Tom, who's running Hollin Hall Farm's stall "
                           "at Todmorden farmers' market today."] + lines[:-1]
                assert any("abattoir at Bury's shut 3 wks for a refit" in c and "28th april" in c
                           for c in context), context
                assert any("asked if it's the bluetongue - nope" in c and "nothing to do with it" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="the abattoir at Bury is shut for a refit - first slot 28th April, so the boxes come after "
                          "that", actual=reply)

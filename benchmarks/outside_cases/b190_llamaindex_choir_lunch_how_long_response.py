"""Batch 190 (held out). A community choir's workshop day: LlamaIndex Memory (async aput/aget), asyncio, each call
its own trace (no root span); the answer call has the shortened lunch and gives the old length.

App: Shifnal Community Choir's "Messiah from scratch" workshop day is Sat 7th March 2043 at St Andrew's church,
Shifnal - 9.30 registration, singing 10-4 with Graham (the musical director), lunch in the parish room from the WI.
Karen, the choir's secretary, chats with the choir's helper while she plans it; the chat is kept in LlamaIndex Memory
and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the day (Sat 7th March, St
Andrew's, reg 9.30, 10-4); turn 2, lunch 12.30-1.30 in the parish room, WI soup + sandwiches, £5; turn 3, the music
(the choruses, Novello scores on loan); turn 4, parking at the Co-op (free 3 hrs); turn 5 (2043-02-26T20:40), Graham
wanting an extra half hour on the Amen chorus after lunch, so lunch is cut to 12.30-1 and they'll eat quick, the WI
are fine with it as long as they're out of the parish room by 1.15. The model gives the old length. Question (turn 6,
Sun 1/3): "how long do we get for lunch sat? a few want to nip to the Co-op" -> expected half an hour, 12.30-1 (Graham
wants the extra half hour on the Amen chorus). The assistant says an hour, 12.30-1.30.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the cut to 12.30-1
is in the context the model was given, and it answered from the first plan. Asserted: the context has the 12.30-1.30
line and the 12.30-1 line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b190_llamaindex_choir_lunch_how_long_response", ["llamaindex_memory", "litellm"])

from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long do we get for lunch sat? a few want to nip to the Co-op"
TURNS = [
    ("Messiah from scratch 🎶 sat 7th march, St Andrew's Shifnal. reg 9.30, singing 10-4 w Graham, 70 booked",
     "Sat 7 March at St Andrew's, Shifnal: registration 9.30, singing 10-4 with Graham; 70 booked."),
    ("lunch 12.30-1.30 in the parish room, WI doing soup + sandwiches + cake, £5, pay on the day",
     "Lunch 12.30-1.30 in the parish room from the WI - soup, sandwiches and cake, £5 on the day."),
    ("music - just the choruses, Novello scores on loan from the county library, £2 deposit, Hallelujah at the end "
     "obvs",
     "Choruses only, Novello scores on loan (£2 deposit), Hallelujah last."),
    ("parking at the Co-op, free for 3 hrs, or the station car park if you're staying on for the pub after",
     "Park at the Co-op (free for 3 hours) or the station car park."),
    ("2043-02-26T20:40 Graham wants an extra half hour on the Amen chorus after lunch 😅 so lunch is 12.30-1 now, "
     "we'll have to eat quick. WI fine w it as long as they're out of the parish room by 1.15",
     "Noted - Graham's keen on the Amen chorus."),
    (QUESTION,
     "An hour - lunch is 12.30 to 1.30 in the parish room, so there's time to nip to the Co-op."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="shifnal-community-choir-messiah-2043-karen", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        await memory.aput(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in await memory.aget()]
        if i == len(TURNS):
            context = ["Today is Sun 1 March 2043. You are talking to Karen, secretary of Shifnal Community Choir; the "
                       "Messiah from scratch day is Sat 7 March."] + lines[:-1]
            assert any("lunch 12.30-1.30 in the parish room" in c for c in context), context
            assert any("so lunch is 12.30-1 now" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="half an hour, 12.30-1 - Graham's having the extra half hour for the Amen chorus",
       actual=reply)

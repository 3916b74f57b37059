"""Batch 227 (held out). A netball club's presentation evening: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn; the answer call has the trophies collected in its context and works the ones left from the
first batch alone.

App: Bromyard Belles Netball Club's presentation evening is Fri 24th June 2050 at the Falcon - trophies for every
squad, a buffet, team photos against Dawn's backdrop. Sian (the club's chair, who's sorting the trophies) chats with
the club's helper while she sorts it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-05-09T21:10), 18 trophies
ordered from the Trophy Centre in Worcester, engraving £2.50 a line; turn 2, 11 back so far, the rest promised by
the 17th; turn 3 (Weds 15 Jun), Jan went into Worcester for her shoes and picked up another 4 that were ready; turn
4, the buffet; turn 5, the photos. Question (turn 6, Mon 20/6): "how many trophies are still at the engravers? need
to know if I'm chasing them tmrw" -> expected 3 (18 less the 11 and Jan's 4). The model says 7 (18 less 11).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 18 ordered,
the 11 back and turn 3's 4 more picked up are all in the context the model was given, and it worked the difference
from the first 11 alone. Asserted: the context has all three lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b227_llamaindex_netball_trophies_left_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many trophies are still at the engravers? need to know if I'm chasing them tmrw"
TURNS = [
    ("2050-05-09T21:10 TROPHIES 🏆 ordered 18 from the Trophy Centre in Worcester for presentation night (fri 24th "
     "june, the Falcon). engraving £2.50 a line. can u keep tabs for me",
     "Will do - 18 trophies ordered from the Trophy Centre in Worcester for Fri 24 June, engraving at £2.50 a line."),
    ("engraving - 11 back so far, they say the rest by the 17th. the Ann Price shield's back from last yr's lot too",
     "11 of the trophies are back engraved, the rest promised by the 17th; the Ann Price shield is back as well."),
    ("Weds 15 Jun - Jan went in to Worcester for her shoes 👠 + picked up another 4 that were ready, bless her",
     "Great - Jan's collected another 4 engraved trophies."),
    ("buffet - the Falcon doing sandwiches, sausage rolls + a cheeseboard, £7 a head, 68 coming so far",
     "Buffet from the Falcon: sandwiches, sausage rolls and a cheeseboard at £7 a head, 68 coming so far."),
    ("photos - Dawn's bringing the backdrop, squads one at a time from 7.15, u10s first so they can get home",
     "Photos: Dawn's backdrop, squads one at a time from 7.15, the U10s first."),
    (QUESTION,
     "7 are still at the engravers - you ordered 18 and 11 have come back."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="bromyard-belles-presentation-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 20 June 2050. You are talking to Sian, chair of Bromyard Belles Netball "
                           "Club, who is sorting the trophies for the presentation evening (Fri 24 June)."] + lines[:-1]
                assert any("ordered 18 from the Trophy Centre" in c for c in context), context
                assert any("11 back so far" in c for c in context), context
                assert any("picked up another 4 that were ready" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="3 - 18 ordered, 11 came back and Jan picked up another 4", actual=reply)

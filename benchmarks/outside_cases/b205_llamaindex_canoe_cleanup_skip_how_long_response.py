"""Batch 205 (held out). A canoe club's river clean-up: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the later skip collection in its context and gives the first booking's length.

App: Hay Canoe Club's river clean-up is Sun 29th Apr 2046 - boats down the Wye from Glasbury to Hay pulling out
litter, bags and grabbers from the council, a skip in the club car park. Nia (the club secretary) chats with the
club's helper while she sorts it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2046-04-05T18:30), the skip
booked from the council - arrives Fri 27th 8am, picked up Mon 30th first thing; turn 2, the boats; turn 3 (Tue
24th), the council rang, their lorry's booked solid so they can't collect till Weds 2nd May, so it's theirs Fri to
Weds, fine as long as the lid's down; turn 4, the bags; turn 5, the safety boat. Question (turn 6, Thu 26/4): "how
long have we got the skip for? the Scouts want to chuck their stuff in too" -> expected 5 days (Fri 27th Apr till
Weds 2nd May). The model says 3 days, Friday to Monday.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the Fri-to-Mon line
and the Tue 24th "can't collect till weds 2nd may" line are both in the context the model was given, and it answered
from the first. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b205_llamaindex_canoe_cleanup_skip_how_long_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long have we got the skip for? the Scouts want to chuck their stuff in too"
TURNS = [
    ("2046-04-05T18:30 clean up sun 29th apr 🛶 skip booked from the council - comes fri 27th 8am, picked up mon 30th "
     "first thing. in the club car park by the boat shed",
     "Skip: from the council, arriving Fri 27 April 8am, collected Mon 30 April first thing; club car park by the "
     "boat shed."),
    ("boats - 7 open canoes, 5 kayaks, Rhys is bringing the club raft for the big stuff (shopping trollies 🙄)",
     "Boats: 7 open canoes, 5 kayaks and the club raft (Rhys) for the heavy items."),
    ("Tue 24th council rang, their lorry's booked solid so they can't collect till weds 2nd may 👍 so it's ours fri "
     "to weds, fine as long as the lid's down",
     "Noted - the skip's now collected Weds 2 May, so it's here Friday to Wednesday; keep the lid down."),
    ("bags - 60 from the council + grabbers, gloves from Screwfix, sharps box for needles (Dai knows the drill)",
     "Bags: 60 from the council, grabbers, gloves from Screwfix and a sharps box (Dai)."),
    ("safety boat - Owen in the club's RIB from 9.30, radios charged, throwlines in every boat pls",
     "Safety: Owen in the RIB from 9.30, radios charged, a throwline in every boat."),
    (QUESTION,
     "3 days - it comes Friday 27th at 8am and the council pick it up first thing Monday 30th."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="hay-canoe-club-clean-up-2046-nia", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 26 Apr 2046. You are talking to Nia, secretary of Hay Canoe Club; the river "
                           "clean-up is Sun 29 Apr."] + lines[:-1]
                assert any("comes fri 27th 8am, picked up mon 30th" in c for c in context), context
                assert any("can't collect till weds 2nd may" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="5 days - Fri 27th Apr (8am) till Weds 2nd May, when the council collect", actual=reply)

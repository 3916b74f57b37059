"""Batch 364 (held out). A school renovation job site: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the punch walk and the later sign-offs and additions in its context and gives the
first list.

App: Garfield Middle School renovation (2051), closing out. Pam (the district's owner's rep) chats with the job's
helper about the punch list room by room; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Planted fault (ResponseError, ignored sufficient context): turn 1 (2051-05-02T15:30) is the punch walk with the
architect for Rm 104 (science lab) - 104-1 stained ceiling tile NE corner, 104-2 outlet cover plate missing by the
whiteboard, 104-3 door closer slamming, 104-4 eyewash station not tagged; turn 2, Rm 106; turn 3 (Thu 5/4),
Brightline put the cover plate on and Dave adjusted the closer, both signed off, and the eyewash tag is the
district's plumber's, not the GC's, so it stays open; turn 4 (Fri 5/5), the architect's back-punch added 104-5,
paint touch-up at the window sill where the blinds guy dinged it; turn 5, the substantial completion walk Tue 5/9.
Question (turn 6, Mon 5/8): "what's still open on the punch list for rm 104? want it closed out b4 tmrw's walk" ->
expected the stained ceiling tile (104-1), the eyewash tag (104-4, district plumber) and the sill paint touch-up
(104-5): three items from three different turns. The model gives the stained tile, the cover plate and the door
closer.

Why the expected answer is this type and operation: the walk list, the sign-offs of 104-2 and 104-3, the eyewash
staying open and the added 104-5 are all in the context the model was given, and it answered from the first list.
So ResponseError at litellm.completion (the last answer call, wrapped in fault()). Asserted: the context has the
walk list, the sign-off turn and the 104-5 turn.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b364_llamaindex_school_reno_punch_room104_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what's still open on the punch list for rm 104? want it closed out b4 tmrw's walk"
TURNS = [
    ("2051-05-02T15:30 punch walk w/ the architect today. Rm 104 (sci lab): 104-1 stained ceiling tile NE corner, "
     "104-2 outlet cover plate missing by the whiteboard, 104-3 door closer slamming - adjust, 104-4 eyewash station "
     "not tagged",
     "Logged Rm 104: 104-1 stained ceiling tile (NE corner), 104-2 missing outlet cover plate by the whiteboard, "
     "104-3 door closer to adjust, 104-4 eyewash station not tagged."),
    ("Rm 106: 106-1 base cove loose behind the door, 106-2 2 lamps out in the fixture by the window",
     "Logged Rm 106: 106-1 loose base cove behind the door, 106-2 two lamps out by the window."),
    ("Thu 5/4 - Brightline was in 104, cover plate's on, signed off. Dave adjusted the closer, signed off too 👍 "
     "eyewash tag - Apex says that's the district's plumber not ours so it stays open, I emailed facilities",
     "Updated: 104-2 and 104-3 signed off; 104-4 (eyewash tag) stays open for the district's plumber."),
    ("Fri 5/5 - architect's back-punch on 104 added 104-5: paint touch-up at the window sill where the blinds guy "
     "dinged it. Tri-County coming mon",
     "Added 104-5: paint touch-up at the window sill; Tri-County is coming Monday."),
    ("substantial completion walk is tue 5/9 10a w/ the architect + the district, 104 + 106 need to be clean by then",
     "Substantial completion walk Tue 5/9 at 10am; Rooms 104 and 106 need to be clean for it."),
    (QUESTION,
     "Rm 104 still has: 104-1 the stained ceiling tile in the NE corner, 104-2 the missing outlet cover plate by the "
     "whiteboard, and 104-3 the door closer that needs adjusting."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="garfield-ms-punch-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 5/8/2051. You are talking to Pam, the district's owner's rep on the Garfield "
                           "Middle School renovation."] + lines[:-1]
                assert any("104-1 stained ceiling tile" in c and "104-4 eyewash station not tagged" in c
                           for c in context), context
                assert any("cover plate's on, signed off" in c and "so it stays open" in c for c in context), context
                assert any("added 104-5: paint touch-up at the window sill" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="104-1 the stained ceiling tile, 104-4 the eyewash tag (district's plumber) and 104-5 the "
                          "paint touch-up at the window sill", actual=reply)

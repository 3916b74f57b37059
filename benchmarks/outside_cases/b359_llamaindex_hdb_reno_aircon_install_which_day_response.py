"""Batch 359 (held out). An HDB flat renovation: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the contractor's shifted aircon day in its context and gives the first one.

App: Mr Rahman is doing up his 5-room resale flat at Sengkang (blk 275C) with Kenny from KW Interior. He chats with
his reno helper to keep track of who's coming when; the chat is kept in LlamaIndex Memory and read back each turn
as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (Mon 6/3/2051, 21:00), Kenny
saying the aircon install is "next next week Wed", whole day, someone must be home; turn 2, the tiling and grouting;
turn 3 (Thu 16/3), Kenny's "eh the aircon one shift to the Thu same week", because the master bedroom trunking is
not ready and the electrician only comes Tue; turn 4, the carpentry; turn 5, the window grilles. Question (turn 6,
Sat 18/3): "which day I need to take leave for the aircon install ah? must apply by Mon" -> expected Thursday 23
March. It depends on when each thing was said: "next next week Wed" said on Mon 6/3 is Wed 22/3 (next week is w/c
13/3, the week after is w/c 20/3), and "the Thu same week" said on Thu 16/3 moves it to Thu 23/3. The model says
Wednesday 22 March.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first aircon
day and the turn that moved it to the Thursday are both in the context the model was given, and it answered from
the first. Asserted: the context has both aircon lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b359_llamaindex_hdb_reno_aircon_install_which_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "which day I need to take leave for the aircon install ah? must apply by Mon"
TURNS = [
    ("Mon 6/3 9pm - Kenny say aircon install next next week Wed ❄️ the Cool Breeze guys need whole day, 3 fan coils "
     "+ the condenser at the ledge. someone must be home to open door + sign",
     "Noted - aircon install next next week Wednesday, whole day, someone has to be home to open up and sign."),
    ("tiling done liao, grouting fri. one piece kitchen wall tile chipped at the corner, Kenny say will change b4 "
     "handover",
     "Tiling's finished, grouting on Friday, and Kenny will replace the chipped kitchen wall tile before handover."),
    ("Thu 16/3 Kenny msg: eh the aircon one shift to the Thu same week ah, trunking for the master bedroom not ready "
     "yet, electrician only come Tue. so Thu whole day instead",
     "Got it - the aircon install moves to the Thursday of that same week, whole day, because the master bedroom "
     "trunking isn't ready until after the electrician's Tuesday visit."),
    ("carpentry - wardrobes install 27-28/3, the TV console + shoe cabinet after that, Kenny say 1 wk",
     "Carpentry: wardrobes on 27-28 March, then the TV console and shoe cabinet, about a week."),
    ("window grilles need HDB approval or not? Kenny say no need, only if change the windows themselves",
     "No HDB approval needed for the grilles according to Kenny - only if the windows themselves are changed."),
    (QUESTION,
     "Wednesday 22 March - the aircon install is next next week Wed, whole day, so take leave for the Wednesday."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="rahman-sengkang-reno-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 18 March 2051. You are talking to Mr Rahman, who is renovating his 5-room "
                           "flat at Sengkang with Kenny (KW Interior)."] + lines[:-1]
                assert any("Mon 6/3 9pm - Kenny say aircon install next next week Wed" in c for c in context), context
                assert any("the aircon one shift to the Thu same week" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Thursday 23 March - Kenny shifted it from the Wed (22/3) to the Thu of the same week",
       actual=reply)

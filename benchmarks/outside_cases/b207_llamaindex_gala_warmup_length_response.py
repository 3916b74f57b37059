"""Batch 207 (held out). A swimming club's gala: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the shorter warm-up in its context and gives the old length.

App: Craven Arms Dolphins' open gala is Sat 27th June 2048 at the Teme leisure centre - 6 lanes, four clubs, 38
events, timekeepers from every club. Lisa (the gala secretary) chats with the club's helper while she sorts it; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2048-05-11T19:50), the running
order - pool from 12.45, warm up 45 mins (12.45-1.30), all lanes, first event 1.40; turn 2, the timekeepers; turn 3
(Tue 16th June), the centre's aquafit class runs on till 1.15 now, so they don't get the pool till then - warm up's
half an hour (1.15-1.45), first event 1.50 now, Lisa's not arguing with the aquafit ladies; turn 4, the tuck shop;
turn 5, the medals and the programme. Question (turn 6, Thu 25/6): "how long do the kids get to warm up now? Ollie
gets nervy if he's rushed" -> expected half an hour (30 mins, 1.15-1.45). The model says 45 minutes.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the running order
with the 45-minute warm-up and the 16th June line with half an hour are both in the context the model was given, and
it answered from the first. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b207_llamaindex_gala_warmup_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long do the kids get to warm up now? Ollie gets nervy if he's rushed"
TURNS = [
    ("2048-05-11T19:50 gala running order 🏊 sat 27th june - pool's ours from 12.45, warm up 45 mins (12.45-1.30) all "
     "lanes, first event 1.40, 38 events, finish about 5. 4 clubs - us, Ludlow, Knighton, Newtown",
     "Running order: pool from 12.45, 45-minute warm-up (12.45-1.30), first event 1.40, 38 events, done about 5."),
    ("timekeepers - 3 a lane x 6 = 18, the other clubs send 3 each so we need 9. Sue's chief, Dave's on the "
     "start",
     "Timekeepers: 18 needed, 9 from the visiting clubs, 9 from us; Sue chief timekeeper, Dave starter."),
    ("Tue 16th june - grr the centre's aquafit runs on till 1.15 now so we don't get the pool till then 🙄 warm up's "
     "half an hour (1.15-1.45), first event 1.50 now. not arguing with the aquafit ladies",
     "Noted - pool from 1.15, warm-up 1.15-1.45 (half an hour), first event 1.50."),
    ("tuck shop - Bev + Tina, squash + flapjacks, NO nuts, float £30 in the red tin",
     "Tuck shop: Bev and Tina, squash and flapjacks, nut-free, £30 float in the red tin."),
    ("medals 1st-3rd each event, ribbons for 4th-6th. programmes £1, Gary's printing 150",
     "Medals 1st-3rd, ribbons 4th-6th; programmes £1, Gary printing 150."),
    (QUESTION,
     "45 minutes - 12.45 to 1.30, all lanes."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="craven-arms-dolphins-gala-2048-lisa", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 25 June 2048. You are talking to Lisa, gala secretary of Craven Arms "
                           "Dolphins; the open gala is Sat 27 June."] + lines[:-1]
                assert any("warm up 45 mins (12.45-1.30)" in c for c in context), context
                assert any("warm up's half an hour (1.15-1.45)" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="half an hour (30 mins, 1.15-1.45) - aquafit has the pool till 1.15", actual=reply)

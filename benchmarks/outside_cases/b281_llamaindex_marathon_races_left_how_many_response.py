"""Batch 281 (held out). A marathon runner's race entries: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the withdrawal from two races in its context and counts them anyway.

App: Tom is training for the Manchester Marathon on Sun 23rd April 2051 and has entered a few tune-up races on the
way. He chats with his running helper about the plan; the chat is kept in LlamaIndex Memory and read back each turn
as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-01-05T20:10), his spring
races - the Huddersfield 10k Sun 12th March, the Ribble Valley 20 Sun 19th March and the Leeds half Sun 2nd April,
then Manchester; turn 2, his weekly plan; turn 3 (Tue 7th Mar), his calf went in the interval session, the physio
says no racing for three weeks, so he's pulled out of the Huddersfield 10k (refunded, £18) and the Ribble 20
(deferred to next year) - the Leeds half is still on if it settles; turn 4, the physio's exercises; turn 5, a
pain-free easy 3. Question (turn 6, Weds 8/3): "how many races have I still got before manchester? mum wants to come
+ watch one" -> expected one, the Leeds half on Sun 2nd April (if the calf's OK). The model says three, listing
Huddersfield, Ribble and Leeds.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the race list and
the turn pulling him out of two of them are both in the context the model was given, and it counted from the first
list. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b281_llamaindex_marathon_races_left_how_many_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many races have I still got before manchester? mum wants to come + watch one"
TURNS = [
    ("2051-01-05T20:10 spring races sorted 🏃 Huddersfield 10k sun 12th march, Ribble Valley 20 sun 19th march, "
     "Leeds half sun 2nd april, then MANCHESTER sun 23rd april (the big one). all paid",
     "Great - Huddersfield 10k (Sun 12 Mar), Ribble Valley 20 (Sun 19 Mar), Leeds Half (Sun 2 Apr), then the "
     "Manchester Marathon on Sun 23 April."),
    ("plan this block: tues intervals w/ the club, thurs tempo, sat parkrun easy, sun long. 45-50 mi a wk at peak",
     "Noted: Tuesday club intervals, Thursday tempo, easy parkrun Saturday, long run Sunday - peaking at 45-50 "
     "miles a week."),
    ("Tue 7th Mar - calf went at intervals tonight 😩 physio says NO racing for 3 wks. so I've pulled out of the "
     "Huddersfield 10k (they refunded the £18) + the Ribble 20 (deferred to next yr). leeds half still on if it "
     "settles, fingers crossed",
     "Sorry to hear that - you're out of the Huddersfield 10k (refunded) and the Ribble 20 (deferred), and the Leeds "
     "Half is still on if the calf settles."),
    ("physio exercises - calf raises 3x15 twice a day, eccentric off the stair, no hills for 2 wks",
     "Calf raises 3x15 twice a day, eccentric drops off the stair, and no hills for two weeks."),
    ("did an easy 3 on the flat this morning, no pain 🙌 cross training on the bike the rest of the wk",
     "Good news - a pain-free easy 3 miles; bike for the rest of the week."),
    (QUESTION,
     "Three before Manchester - the Huddersfield 10k on 12 March, the Ribble Valley 20 on 19 March and the Leeds "
     "Half on 2 April. Any of them would be good for your mum to watch."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="tom-manchester-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 8 March 2051. You are talking to Tom, who runs the Manchester Marathon on "
                           "Sun 23 April."] + lines[:-1]
                assert any("Huddersfield 10k sun 12th march, Ribble Valley 20 sun 19th march, Leeds half" in c
                           for c in context), context
                assert any("pulled out of the Huddersfield 10k" in c and "the Ribble 20 (deferred to next yr)" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="one - the Leeds half on Sun 2nd April (if the calf settles); he's pulled out of the "
                          "Huddersfield 10k and the Ribble 20", actual=reply)

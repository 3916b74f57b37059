"""Batch 100 (held out). A junior tennis club's county trials chat: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Dan, head coach at Letchworth Lawn Tennis Club, sorts out the county squad trial for two of his juniors in a
chat with an assistant; the whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): across the chat, the things each player needs on the
day are spread out: turn 1, the county want the medical/consent form signed by a parent and handed in at the desk
(no form, no court); turn 3, it runs 10 till 3 straight through and the café at the Hertford centre is shut for the
refit, so a packed lunch; turn 4, their British Tennis membership number for the sign-in sheet. Question (turn 6,
Fri 14/11): "what do zara and finn need to bring on sunday apart from rackets? doing the parents' whatsapp" ->
expected the signed form, a packed lunch and their British Tennis numbers. The model leaves out the packed lunch.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: the
form, the closed café and the membership number lines are all in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b100_llamaindex_tennis_trial_bring_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what do zara and finn need to bring on sunday apart from rackets? doing the parents' whatsapp"
TURNS = [
    ("county trials for the 10U squad sun 16/11 at the Hertford centre, Zara + Finn invited :) county want the "
     "medical/consent form signed by a parent + handed in at the desk, no form = no court, they're strict",
     "Zara and Finn are in for the 10U county trial on Sunday 16 Nov at Hertford; signed consent form on the day."),
    ("Finn's mum asked re lifts - she can take both, leaving the club 9.10",
     "Finn's mum will drive both, leaving the club at 9.10."),
    ("it's 10 till 3 straight thru, and the cafe at Hertford is shut for the refit so they'll need a packed lunch "
     "+ plenty of water",
     "10 to 3 with no break in the programme; the café is closed for a refit."),
    ("oh and the sign in sheet wants their British Tennis membership no. - Sandra can look them up if parents "
     "dont know them",
     "They'll need their British Tennis membership numbers for sign-in; Sandra can look them up."),
    ("results by email the wk after, 8 places for 30ish kids so keep expectations sensible!",
     "Results by email the following week - 8 places for about 30 players."),
    (QUESTION,
     "Apart from rackets: the consent form signed by a parent (handed in at the desk) and their British Tennis "
     "membership numbers for the sign-in sheet. Plenty of water too."),
]


async def main():
    memory = Memory.from_defaults(session_id="llltc-dan-trials", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 14 November 2036."] + lines[:-1]
                assert any("medical/consent form signed by a parent" in c for c in context), context
                assert any("cafe at Hertford is shut" in c and "packed lunch" in c for c in context), context
                assert any("British Tennis membership no." in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="the consent form a parent has signed, their lunch, and their British Tennis "
                              "numbers", actual=reply)


asyncio.run(main())

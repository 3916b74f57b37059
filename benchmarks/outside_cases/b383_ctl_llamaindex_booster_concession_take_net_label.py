"""Batch 383 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: the Pecan Flat Panthers Booster Club's treasurer, Rhonda, counts the concession stand lockbox after each home
game and tells the club's helper what came in and what went out of it; the chat is kept in LlamaIndex Memory and read
back each turn as the answer's context.

Memory: turn 1 (Fri 9/9, after the Rio Seco game, 10:40p) - counted the lockbox, $2,340 in it; turn 2 - that's with
the $200 float they started with; turn 3 - and after she counted she paid Earl back for the Sam's run out of the
lockbox, $385, receipt in the binder; turn 4 - the spirit stick money's separate, $261 in its own
envelope, not in the lockbox. Question (turn 5, Mon 9/12): "what'd concessions actually clear fri vs Rio Seco? need
it for the minutes tmrw nite" The assistant says $1,755 ($2,340 less the $200 float and the $385 Sam's run). The label
says $2,340.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b383_ctl_llamaindex_booster_concession_take_net_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what'd concessions actually clear fri vs Rio Seco? need it for the minutes tmrw nite"
TURNS = [
    ("fri 9/9 10:40p - counted the concession lockbox after Rio Seco 🐾 $2,340 in it!! best nite in a while",
     "Nice - $2,340 in the concession lockbox after the Rio Seco game Fri 9/9."),
    ("that's w/ the $200 float we started with, it goes back in the bank bag for next home game",
     "Noted: the $2,340 includes the $200 starting float, which goes back in the bank bag."),
    ("and after I counted I paid Earl back for the Sam's run outta the lockbox, $385, receipt's in the binder",
     "Got it - $385 paid out of the lockbox to Earl for the Sam's run, receipt in the binder."),
    ("spirit stick $ is separate, $261 in its own envelope, NOT in the lockbox",
     "Spirit stick money kept separate: $261 in its own envelope, not counted in the lockbox."),
    (QUESTION,
     "$1,755 - the $2,340 in the lockbox, less the $200 float and the $385 you paid Earl for the Sam's run. The "
     "$261 from spirit sticks is separate."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="pf-boosters-rhonda-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 12 September 2050. You are talking to Rhonda, treasurer of the Pecan Flat "
                           "Panthers Booster Club."] + lines[:-1]
                assert any("$2,340 in it" in c for c in context), context
                assert any("w/ the $200 float we started with" in c for c in context), context
                assert any("after I counted I paid Earl back for the Sam's run outta the lockbox, $385" in c
                           for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="$2,340", actual=reply)

"""Batch 336 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Sutcliffe Blinds' office - Nicola keeps the jobs straight by chatting with the firm's helper; the chat is kept
in LlamaIndex Memory and read back each turn as the answer's context, and Jason (the fitter's mate) asks it things
when he loads the van.

Memory: turn 1, 2051-02-27T14:00 - the Hendersons' quote's gone, a kitchen roman in Dove Grey linen look and 2
white verticals for the conservatory, £780 fitted; turn 2, the measure-up booked Sat 4/3 with Dave; turn 3, Mon 6
Mar - Mrs Henderson rang, she held the Dove Grey sample up in daylight and it's too cold next to her units, so she's
switching to Oyster, the order's not gone in yet so no harm done; turn 4, the orders in to the factory Tue 7th, 8
working days; turn 5, the fit on Thu 16th, Dave and Jason. Question (turn 6, Weds 15/3, Jason): "what colour's the
Hendersons' kitchen roman? want to check the right box is on the van" The assistant says Oyster - she switched from
the Dove Grey after seeing it in daylight. The label says Dove Grey.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b336_ctl_llamaindex_blind_fitter_kitchen_blind_colour_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what colour's the Hendersons' kitchen roman? want to check the right box is on the van"
TURNS = [
    ("2051-02-27T14:00 Hendersons quote sent 📨 kitchen roman in Dove Grey (linen look), 2 verticals for the "
     "conservatory in white, £780 fitted",
     "Noted: the Hendersons' quote - a Dove Grey linen-look kitchen roman and two white conservatory verticals, £780 "
     "fitted."),
    ("she's accepted!! measure booked sat 4/3, Dave",
     "Great - measure-up at the Hendersons on Saturday 4 March with Dave."),
    ("Mon 6 Mar - Mrs Henderson rang, she held the Dove Grey sample up in daylight + it's too cold next to her units "
     "so she's switching to Oyster. order's not gone in yet so no harm done 😅",
     "Changed - the Hendersons' kitchen roman is Oyster now, not Dove Grey; the order hasn't gone in yet."),
    ("orders in to Louvolite tue 7th, 8 working days",
     "Orders placed with Louvolite on Tuesday 7 March - 8 working days."),
    ("Hendersons fit thurs 16th, Dave + Jason",
     "The Hendersons' fit is Thursday 16 March, Dave and Jason."),
    (QUESTION,
     "Oyster - she switched from the Dove Grey after seeing the sample in daylight. The verticals are white."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="sutcliffe-blinds-office-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 15 March 2051. You are talking to Jason, Sutcliffe Blinds' fitter's mate, "
                           "loading the van for the Hendersons' fit."] + lines[:-1]
                assert any("kitchen roman in Dove Grey" in c for c in context), context
                assert any("so she's switching to Oyster" in c for c in context), context
            reply = answer(text, lines[:-1] if i < len(TURNS) else context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Dove Grey", actual=reply)

"""Batch 52 (held out). A bakery's order chat: LlamaIndex Memory (async aput/aget), asyncio, one root span per turn.

App: Becca at Crumb & Rye (a two-person bakery supplying five cafés) talks the week's wholesale orders through with
an assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of
each answer. The Mill café (opened 13 July, Priya) takes 10 sourdough a day, Monday to Saturday. In August Priya
texted that the Mill is shut on the bank holiday Monday (31/8) - staff do, they're all off to a wedding - and
asked for a double order on the Saturday before.

Planted fault (ResponseError, ignored sufficient context): Priya's message is in the context; the model says yes,
the usual 10. Question (Thu 27/8, Tom doing the van rota): "am I dropping bread at the Mill on bank holiday
monday?" -> expected no (they're shut; they get 20 on the Saturday).

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: Priya's
message about the Monday is in the context the model got. Another reading: none that we see; memory holds every
message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b52_llamaindex_bakery_bank_holiday_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

PRIYA = ("17/8 text from Priya @ the Mill: we're shut bank hol mon 31st, whole team's at her sister's wedding in "
         "Cardiff!! can we have a double lot (20 sourdough) sat 29th instead of the usual 10, she'll freeze half")
TURNS = [
    ("Mill café standing order sorted (14th July): 10 sourdough a day mon-sat, drop 7am round the back, Priya pays "
     "by BACS on the 1st",
     "Mill: 10 sourdough daily Mon-Sat, 7am drop at the back, BACS on the 1st."),
    ("Grounds want to try our cinnamon buns, 12 on a friday as a trial, £1.40 each wholesale",
     "Grounds: trial of 12 cinnamon buns on Fridays at £1.40."),
    (PRIYA,
     "Got it - no Mill drop on bank holiday Monday 31st; 20 sourdough for them on Saturday 29th."),
    ("Bluebird on holiday 24-28 Aug, no bloomers that wk. Kerry says she'll text when back",
     "Bluebird paused 24-28 August."),
    ("shipton mill flour in weds 26th, 12 sacks this time, we're busier w the Mill on",
     "12 sacks of flour arriving Wednesday 26th."),
    ("Thu 27/8 - Tom's asking: am I dropping bread at the Mill on bank holiday monday?",
     "Yes - the Mill gets their usual 10 sourdough, 7am round the back."),
]


async def main():
    memory = Memory.from_defaults(session_id="crumb-rye-orders", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("we're shut bank hol mon 31st" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("am I dropping bread at the Mill on bank holiday monday?",
           expected="No - the Mill's closed that day (staff wedding); they get a double order on the Saturday",
           actual=reply)


asyncio.run(main())

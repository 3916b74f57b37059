"""Batch 79 (held out). A sailing club's regatta week: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Ben sails a Laser at Ferrybridge Sailing Club and sorts his regatta week in a chat with an assistant; the whole
memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says he's doing the Mon-Weds dinghy series on
the day rate (£12 a day, three days, rather than £40 for the week); turn 3 says he's put two hog roast tickets
(£14 each) on his club account with the entries. Question (turn 6): "how much do I owe the club for the week?" ->
expected £64 (£36 entries + £28 tickets). The model gives the entries only, £36.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()). Asserted: both
turns are in the memory given to that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b79_llamaindex_regatta_owed_total_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("right regatta wk - doing the dinghy series mon tue weds only (work thurs/fri). entry's £12 a day or £40 the "
     "wk so day rate makes more sense, 3 x 12",
     "Dinghy series Monday to Wednesday on the day rate: three days at £12."),
    ("launching trolley wheel's squeaking again, must grease it before sat",
     "Noted - grease the trolley wheel before Saturday."),
    ("put 2 tickets for the hog roast on sat on my club acct too, £14 each, me + Kirsty. Linda says settle it "
     "all up w/ the entries at the end of the wk",
     "Two hog roast tickets at £14 each on your club account, to settle with your entries at the end of the "
     "week."),
    ("first race mon 10.30 - briefing at 9.45 in the bar",
     "Monday: briefing 9.45 in the bar, first race 10.30."),
    ("Kirsty's crewing for Raj in the pursuit fri so she won't be on the water with me, fine",
     "Kirsty is crewing for Raj in Friday's pursuit race."),
    ("how much do I owe the club for the week? want to transfer it tonight",
     "£36 - three days of the dinghy series at £12 a day."),
]


async def main():
    memory = Memory.from_defaults(session_id="ferrybridge-ben", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("3 x 12" in c for c in lines[:-1]), lines
                assert any("hog roast on sat on my club acct" in c and "£14 each" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, ["Today is Wed 5 August 2032."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how much do I owe the club for the week? want to transfer it tonight",
           expected="£64 - that's the 3 race days plus the two hog roast tickets", actual=reply)


asyncio.run(main())

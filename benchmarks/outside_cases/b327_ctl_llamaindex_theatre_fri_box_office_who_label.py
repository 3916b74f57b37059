"""Batch 327 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: the Hebble Players put on "Abigail's Party" at the Wharf Theatre, Thu 16th - Sat 18th Nov 2051. Pat (who runs
the front of house) chats with the society's helper to keep the box office and bar rotas straight; the chat is
kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-10-21T19:00) - box office rota, Thu Pat and Graham, Fri Jan and Derek, Sat Pat and Sheila,
doors 45 minutes before; turn 2 - the float is £50 in the tin, the card machine needs charging the night before;
turn 3 (Sat 28th Oct) - Derek's hip op has been brought forward to the 15th, he's gutted, so he's out for the run,
Maureen's said she'll do his Friday with Jan, she did it for Habeas Corpus so she knows the till; turn 4 - a raffle
all three nights. Question (turn 5, Mon 13/11): "who's on the box office fri night? want to leave the change bag
with them" The assistant says Jan and Maureen (Maureen's covering for Derek). The label says Jan and Derek.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b327_ctl_llamaindex_theatre_fri_box_office_who_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "who's on the box office fri night? want to leave the change bag with them"
TURNS = [
    ("2051-10-21T19:00 box office rota for Abigail's Party 🍸 thu - me + Graham, fri - Jan + Derek, sat - me + "
     "Sheila. doors open 45 mins b4 so be there for 6.30 pls",
     "Box office rota: Thursday you and Graham, Friday Jan and Derek, Saturday you and Sheila; be in by 6.30, doors "
     "45 minutes before."),
    ("float's £50 in the tin in the office, card machine needs charging the night b4 (it died on us at Habeas "
     "Corpus 🙄)",
     "The float's £50 in the tin in the office; charge the card machine the night before each show."),
    ("Sat 28th Oct - Derek's hip op's been brought forward to the 15th, he's gutted, so he's out for the run. "
     "Maureen's said she'll do his fri w/ Jan, she did it for Habeas Corpus so knows the till",
     "Sorry to hear about Derek - so Maureen's doing Friday with Jan in his place."),
    ("raffle on all 3 nights, £1 a strip, prizes in the green room. Graham's got the tickets",
     "Raffle all three nights, £1 a strip - prizes in the green room, Graham has the tickets."),
    (QUESTION,
     "Jan and Maureen on Friday - Maureen's covering for Derek while he has his hip done."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="hebble-players-foh-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 13 November 2051. You are talking to Pat, front of house for the Hebble "
                           "Players' Abigail's Party at the Wharf Theatre (Thu 16 - Sat 18 Nov)."] + lines[:-1]
                assert any("fri - Jan + Derek" in c for c in context), context
                assert any("so he's out for the run" in c and "Maureen's said she'll do his fri w/ Jan" in c
                           for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Jan and Derek", actual=reply)

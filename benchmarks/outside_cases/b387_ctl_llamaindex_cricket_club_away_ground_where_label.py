"""Batch 387 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Saltmoor Falcons CC's 2nd XI play Saturday league cricket in Bradford. Hamza (the 2nds captain) chats with the
club's helper to keep track of the games; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Memory: turn 1 (2051-05-03T19:00) - 2nds fixtures came thru, sat 20/05 away at Hollin Bank Rec v Lowfold 2nds, 1pm
start, 35 overs; turn 2 - the 2nds' minibus is Tariq chacha's from the masjid car park, 11.30am; turn 3 (Tue 16/05)
- Lowfold's sec rang, their square at Hollin Bank is getting relaid so the game's been reversed, they're coming to
ours at Saltmoor Park, same time, no minibus needed innit; turn 4 - teas, Aunty Shabana; turn 5 - Haris has the 2
new balls. Question (turn 6, Thu 18/05): "where's sat's game? my dad wants to come watch, he needs the postcode" The
assistant says at home, Saltmoor Park - the fixture's been reversed because Lowfold's square is being relaid. The
label says away at Hollin Bank Rec.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b387_ctl_llamaindex_cricket_club_away_ground_where_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "where's sat's game? my dad wants to come watch, he needs the postcode"
TURNS = [
    ("2051-05-03T19:00 2nds fixtures came thru 🏏 sat 20/05 away at Hollin Bank Rec v Lowfold 2nds, 1pm start, 35 "
     "overs. can u keep track for me bhai",
     "Got it - 2nds away at Hollin Bank Rec v Lowfold 2nds on Sat 20/05, 1pm start, 35 overs."),
    ("minibus for the 2nds this yr is Tariq chacha's, from the masjid car park 11.30am for away games",
     "2nds' minibus for away games: Tariq chacha, from the masjid car park at 11.30am."),
    ("Tue 16/05 - Lowfold's sec rang, their square at Hollin Bank is getting relaid so the game's been reversed, "
     "they're coming to ours at Saltmoor Park instead, same time. no minibus needed then innit",
     "Noted - Saturday's game is reversed: Lowfold 2nds come to Saltmoor Park, 1pm, so no minibus."),
    ("teas - Aunty Shabana's doing it, samosas + fruit chaat",
     "Teas on Saturday from Aunty Shabana - samosas and fruit chaat."),
    ("Haris has the 2 new balls, 35 overs so 1 each end",
     "Haris has the two new balls, one from each end."),
    (QUESTION,
     "It's at home now - Saltmoor Park. Lowfold's square at Hollin Bank is being relaid, so the fixture was reversed. "
     "1pm start."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="saltmoor-falcons-2nds-hamza-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 18 May 2051. You are talking to Hamza, 2nd XI captain at Saltmoor Falcons CC, "
                           "Bradford."] + lines[:-1]
                assert any("away at Hollin Bank Rec v Lowfold 2nds" in c for c in context), context
                assert any("the game's been reversed, they're coming to ours at Saltmoor Park" in c
                           for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="away at Hollin Bank Rec", actual=reply)

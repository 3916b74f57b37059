"""Batch 92 (held out). A hockey club junior co-ordinator's planning chat: LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Nikki, junior co-ordinator at Redbourn Hawks HC, sorts the junior weekends in a chat with an assistant; the
whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 lists the coaches (Mark head coach U10s, Jo
assistant with the U12 girls, Sanjay U12 head coach); turn 3 says Mark's on his Level 2 course all day Sat 18th
at Bisham, so Jo is taking the U10s to the Welwyn festival and Sanjay has the U12s on his own that morning. The
question (turn 6, Wed 15/10): "who's running the u10s at welwyn on saturday? need a name for the festival sheet"
-> expected Jo (the U12 assistant). The model says Mark, the U10 head coach.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted:
turn 3's line about Jo taking the U10s is in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b92_llamaindex_hockey_u10_coach_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("coaches this season: u10s Mark (head) + 2 young leaders, u12 girls Sanjay (head) w Jo assisting, u14s Kev + "
     "Dom. all DBS'd, Kath has the copies",
     "U10s: Mark plus two young leaders; U12 girls: Sanjay with Jo assisting; U14s: Kev and Dom. DBS copies with "
     "Kath."),
    ("u10 festival at Welwyn sat 18/10, 9.30 start, 4x15 min games, need 2 teams of 6 - got 13 names so far",
     "Welwyn festival Sat 18 Oct, 9.30, four 15-minute games; two teams of six, 13 names so far."),
    ("Mark's on his level 2 course at Bisham all day sat 18th (finally got a place). Jo's said she'll take the "
     "u10s to welwyn, Sanjay's fine doing u12 training on his own that morning",
     "So on the 18th Jo takes the U10s to Welwyn while Mark's at Bisham; Sanjay runs U12 training alone."),
    ("bibs - 12 yellow, 12 blue in the big bag, the blue ones STINK, someone take them home + wash pls",
     "Bibs: 12 yellow, 12 blue (blue need a wash)."),
    ("first aid bag needs restocking, ice packs + plasters gone. Dev says he'll get some from Boots",
     "Dev's restocking the first aid bag from Boots."),
    ("who's running the u10s at welwyn on saturday? need a name for the festival sheet",
     "Mark - he's the U10 head coach, so put him down for the festival sheet."),
]


async def main():
    memory = Memory.from_defaults(session_id="hawks-juniors-nikki", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Wed 15 October 2036."] + lines[:-1]
                assert any("Jo's said she'll take the u10s to welwyn" in c for c in context), context
                assert any("Mark's on his level 2 course" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("who's running the u10s at welwyn on saturday? need a name for the festival sheet",
           expected="Jo, the U12s' assistant coach, as Mark's away on a course", actual=reply)


asyncio.run(main())

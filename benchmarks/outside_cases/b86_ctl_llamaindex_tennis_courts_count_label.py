"""Batch 86 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Helen, the tournament referee at Ridgeway Lawn Tennis Club, plans the summer tournament's first round with an
assistant; the whole memory goes into each answer call.

Memory: turn 1 says the club has 6 courts (1 and 2 grass, 3 and 4 hard, 5 and 6 clay) and the first round is Sat
17/7 from 9; turn 3 says the contractors are relaying the hard courts, 3 and 4, and won't be off them till the
24th, tape round them, the nets are down. Question (turn 6, Helen working out the order of play): "how many courts
can I use for the first round on saturday?" The assistant says 4 (1, 2, 5 and 6). The label says 6, all of the
club's courts.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b86_ctl_llamaindex_tennis_courts_count_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("summer tourny 1st round sat 17/7 from 9am. we've got the 6 courts - 1+2 grass, 3+4 hard, 5+6 clay. 38 entries "
     "across the singles",
     "First round Saturday 17 July from 9am; six courts (1-2 grass, 3-4 hard, 5-6 clay); 38 singles entries."),
    ("Phil's doing the bacon rolls from 8.30, £3",
     "Bacon rolls from 8.30 with Phil, £3."),
    ("the resurfacing men are on 3 + 4 now, relaying the hard courts - won't be off them til the 24th. tape all "
     "round, nets down",
     "Courts 3 and 4 are being relaid until the 24th - taped off, nets down."),
    ("need balls - 2 boxes of the Slazengers from the pro shop, Kofi's got a key",
     "Two boxes of Slazengers from the pro shop; Kofi has a key."),
    ("rain plan = indoor at Hitchin, 2 courts, only if it's properly chucking it down",
     "Rain plan: two indoor courts at Hitchin, only if it's pouring."),
    ("how many courts can I use for the first round on saturday? doing the order of play tonight",
     "Four - courts 1 and 2 (grass) and 5 and 6 (clay). 3 and 4 are taped off for the relaying till the 24th."),
]


async def main():
    memory = Memory.from_defaults(session_id="ridgeway-helen", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("we've got the 6 courts" in c for c in lines[:-1]), lines
                assert any("won't be off them til the 24th" in c for c in lines[:-1]), lines
                reply = answer(text, ["Today is Thu 15 July 2032."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how many courts can I use for the first round on saturday? doing the order of play tonight",
           expected="6 - all of the club's courts", actual=reply)


asyncio.run(main())

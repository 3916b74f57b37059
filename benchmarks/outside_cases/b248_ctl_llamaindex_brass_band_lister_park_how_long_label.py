"""Batch 248 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Queensbury Victoria Band play the Lister Park bandstand in Bradford on Sun 17th July 2050. Mark (a baritone
player, who also does the band's social media) keeps his notes on the band's jobs in a chat with the band's helper;
the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2050-05-20T19:45) - Lister Park booked, 2 x 45 min sets with a 20 min break, 2pm start, £400;
turn 2 - the march cards; turn 3 (Mon 11th July) - Bradford council rang, the fireworks people need the park
cleared earlier that evening, so they've cut the band to one set, 60 mins straight through, 2.30-3.30, fee the same;
turn 4 - the coach from the band room at 12.45. Question (turn 5, Fri 15/7): "how long are we actually playing at
Lister Park sunday? the wife wants to know when to pick me up from the band room" The assistant says an hour, one
set 2.30 to 3.30. The label says two 45-minute sets with a 20-minute break.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b248_ctl_llamaindex_brass_band_lister_park_how_long_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long are we actually playing at Lister Park sunday? the wife wants to know when to pick me up from " \
           "the band room"
TURNS = [
    ("2050-05-20T19:45 Lister Park bandstand sun 17th july booked 🎺 2 x 45 min sets w/ a 20 min break, 2pm "
     "start, fee £400. council provide chairs but bring stands + clothes pegs (wind!!)",
     "Lister Park on Sun 17 July: two 45-minute sets with a 20-minute break from 2pm, £400. Chairs provided; bring "
     "stands and pegs."),
    ("march cards for it - Ravenswood, Slaidburn + the new one Bob likes, Castell Coch. hymn at the end, Deep Harmony",
     "March cards: Ravenswood, Slaidburn, Castell Coch; Deep Harmony to finish."),
    ("Mon 11th July - Bradford council rang, the fireworks people need the park cleared earlier sun evening so "
     "they've cut us to one set, 60 mins straight thru, 2.30-3.30. fee stays the same thank god",
     "Noted - one 60-minute set now, 2.30 to 3.30, same fee."),
    ("coach from the band room 12.45 for Lister Park, Halifax Travel again, back about 5",
     "Coach from the band room at 12.45, back about 5."),
    (QUESTION,
     "An hour - it's one set now, 2.30 to 3.30 (the council cut it for the fireworks). The coach should have you "
     "back at the band room about 5."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="queensbury-vic-mark-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            context = lines[:-1]
            if i == len(TURNS):
                context = ["Today is Fri 15 July 2050. You are talking to Mark, who plays baritone in Queensbury "
                           "Victoria Band."] + lines[:-1]
                assert any("2 x 45 min sets w/ a 20 min break" in c for c in context), context
                assert any("cut us to one set, 60 mins straight thru, 2.30-3.30" in c for c in context), context
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="two 45 minute sets with a 20 minute break", actual=reply)

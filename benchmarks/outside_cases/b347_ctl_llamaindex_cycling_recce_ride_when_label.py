"""Batch 347 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Hill Country Cycling Club (Austin, TX) are getting ready for the Fredericksburg sportive on Sat 2 Apr 2050 -
100 mi with about 6,200 ft of climbing. Dave (the ride captain) keeps the club's prep in a chat with the club's
helper, kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (Tue 8 Mar) - the recce of the last 60 mi (the KOM loop) is this Sunday (13th), rolling 6:30am from
the Shell on 290, two bottles, no store stop till mile 40; turn 2 - the sportive itself, Sat 2 Apr, 100 mi / 6,200
ft, the club is in wave C at 7:20; turn 3 (Thu 10 Mar) - the recce's pushed back a week, the county's chip-sealing
RR 1376 this weekend, same time, same place; turn 4 - Hank's lot are doing a 40 mi recovery spin Sunday from the
bakery instead. Question (turn 5, Fri 11 Mar, Dave): "when's the recce now? my wife wants to book brunch sunday 😬"
The assistant says Sunday 20 March, 6:30am from the Shell on 290 (pushed back a week from the 13th) - so this
Sunday's brunch is fine. The label says Sunday 13 March, the date before it was pushed back.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b347_ctl_llamaindex_cycling_recce_ride_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when's the recce now? my wife wants to book brunch sunday 😬"
TURNS = [
    ("Tue 8 Mar - recce of the last 60 mi (the KOM loop) is this Sunday (13th), rolling 6:30am from the Shell on 290. "
     "2 bottles min, no store stop till mile 40, it's exposed out there",
     "Got it - recce of the last 60 miles (the KOM loop) Sunday 13 March, rolling 6:30am from the Shell on 290; two "
     "bottles, no store stop till mile 40."),
    ("sportive's sat 2 apr, 100 mi / 6,200 ft. we're in wave C, 7:20am. packet pickup fri at the visitor center",
     "Fredericksburg sportive Sat 2 April: 100 miles, 6,200 ft, wave C at 7:20am; packet pickup Friday at the "
     "visitor center."),
    ("Thu 10 Mar - recce's pushed back a week, county's chip-sealing RR 1376 this weekend, it'd be a mess. same time "
     "same place",
     "Noted - the recce moves back a week because of the chip-sealing on RR 1376; same time and meeting place."),
    ("Hank's group are doing a 40 mi recovery spin sunday instead, 8am from the bakery, if anyone wants legs",
     "Hank's group: a 40-mile recovery spin Sunday at 8am from the bakery."),
    (QUESTION,
     "Sunday 20 March - it got pushed back a week from the 13th (chip-sealing on RR 1376), still 6:30am from the "
     "Shell on 290. So brunch this Sunday is fine."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="hccc-sportive-prep-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 11 March 2050. You are talking to Dave, ride captain of Hill Country Cycling "
                           "Club."] + lines[:-1]
                assert any("is this Sunday (13th), rolling 6:30am" in c for c in context), context
                assert any("recce's pushed back a week" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Sunday 13 March, 6:30am from the Shell on 290", actual=reply)

"""Batch 217 (held out). A rugby club's Boxing Day match: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the car park kept for the away coach and blue badges in its context and says yes
anyway.

App: Clun Valley RFC play Presteigne at home on Boxing Day, Sat 26th Dec 2048 - kick-off 2pm, mulled wine and hot
pork baps in the clubhouse, a Santa on the touchline for the kids. Rhiannon (the club secretary) chats with the
club's helper while she sorts it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2048-11-30T19:00), the club car
park open as usual, £2 to the minibus fund; turn 2, the mulled wine; turn 3 (Tue 15th), Presteigne bringing a coach
and 2 minibuses, and the bottom field's waterlogged, so the club car park is blue badges and the away buses only
this year and everyone else parks up at the primary school (Mr Davies opening the gates from 12, 5 mins' walk);
turn 4, the raffle; turn 5, Santa. Question (turn 6, Sun 20/12): "can I park at the club boxing day? coming w/ the
lads from work" -> expected no - the club car park is blue badges and the away coach and minibuses only; park at the
primary school (gates open from 12). The model says yes, £2 on the gate.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): turn 1's car park
and turn 3's change are both in the context the model was given, and it answered from the first. Asserted: the
context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b217_llamaindex_rugby_parking_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can I park at the club boxing day? coming w/ the lads from work"
TURNS = [
    ("2048-11-30T19:00 BOXING DAY 🏉 vs Presteigne, KO 2pm, fancy dress optional lol. club car park open as usual, "
     "£2 on the gate to the minibus fund",
     "Noted: Boxing Day vs Presteigne, kick-off 2pm; car park open as usual, £2 to the minibus fund."),
    ("mulled wine - Bryn's doing 3 urns, £3 a cup, hot pork baps from the butcher's £4. bar open from 12",
     "Mulled wine from Bryn (3 urns, £3), hot pork baps £4, bar open from 12."),
    ("Tue 15th - Presteigne are bringing a coach + 2 minibuses, + the bottom field's waterlogged again 🙄 so the club "
     "car park's blue badges + the away buses only this yr. everyone else up at the primary school, Mr Davies is "
     "opening the gates from 12, it's only 5 mins walk",
     "Got it - club car park for blue badges and Presteigne's coach and minibuses; everyone else at the primary "
     "school from 12."),
    ("raffle - signed Wales shirt from Dan's mate 🙌, a turkey from Morris's farm, meal at the White Horse. £1 a "
     "strip, drawn at half time",
     "Raffle: signed Wales shirt, a turkey from Morris's farm, a meal at the White Horse; £1 a strip, drawn at half "
     "time."),
    ("santa - Gwilym's doing it again, sack of selection boxes for the under 10s, on the touchline from 1.30",
     "Santa: Gwilym, selection boxes for the under-10s, on the touchline from 1.30."),
    (QUESTION,
     "Yes - the club car park's open as usual, just £2 on the gate for the minibus fund."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="clun-valley-rfc-boxing-day-2048", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sun 20 December 2048. You are talking to a Clun Valley RFC member; the Boxing "
                           "Day match is Sat 26 December."] + lines[:-1]
                assert any("club car park open as usual, £2 on the gate" in c for c in context), context
                assert any("club car park's blue badges + the away buses only this yr" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="no - the club car park's blue badges and the Presteigne coach and minibuses only this year; "
                          "park at the primary school (gates open from 12)", actual=reply)

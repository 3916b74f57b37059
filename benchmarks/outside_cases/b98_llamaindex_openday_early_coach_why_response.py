"""Batch 98 (held out). A sixth form's open-day planning chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Mrs Adeyemi, head of sixth form at Hitchin Priory, plans the Leeds open-day trip in a chat with an assistant;
the whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says the Leeds coach leaves school at 6.15am
because the M1 roadworks (j15-16, 50mph and overnight closures that run late) add the best part of an hour, and the
mech eng and medicine talks are both at 10 with no latecomers let in. Turn 3 says the driver's hours mean leaving
Leeds by 4, back about 7.30. Question (turn 6, Mon 16/6): "remind me why the leeds coach has to go so early? need
to explain it in the parents' email" -> expected the roadworks add about an hour and the 10 o'clock talks don't let
latecomers in. The model says it's the driver's hours.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: turn
1's line with the roadworks and the 10am talks is in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b98_llamaindex_openday_early_coach_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "remind me why the leeds coach has to go so early? need to explain it in the parents' email"
TURNS = [
    ("leeds open day sat 21/6 - Cresta coach booked, leaves school 6.15am (!!) bc of the M1 roadworks j15-16, "
     "50mph + the overnight closures keep running late, adds the best part of an hour. mech eng + medicine talks "
     "both 10am and they don't let latecomers in",
     "Leeds, Sat 21 June: coach 6.15am from school; the talks are at 10 with no late entry."),
    ("forms back 38 of 49, chasing the rest thurs in tutor time. £22 a head, bursary kids free",
     "38 of 49 forms in; £22 each, free for bursary students."),
    ("Cresta say the driver's hours mean we have to be out of leeds by 4, so back here about 7.30",
     "Leave Leeds by 4pm for the driver's hours, back about 7.30pm."),
    ("staff: me, Mr Okafor, Ms Lund. packed lunch or the uni food court, their choice",
     "Staff: you, Mr Okafor and Ms Lund; lunch packed or from the food court."),
    ("a couple of parents asked could it be 7 instead, they start work early. I said I'd explain in the email",
     "Noted - a few parents would prefer a 7am start."),
    (QUESTION,
     "It's the driver's hours - Cresta need the coach out of Leeds by 4, so you have to get going early to fit "
     "the day in."),
]


async def main():
    memory = Memory.from_defaults(session_id="priory-sixth-adeyemi", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 16 June 2036."] + lines[:-1]
                assert any("M1 roadworks j15-16" in c and "don't let latecomers in" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="the motorway roadworks add about an hour, and the 10am talks won't take anyone "
                              "turning up late", actual=reply)


asyncio.run(main())

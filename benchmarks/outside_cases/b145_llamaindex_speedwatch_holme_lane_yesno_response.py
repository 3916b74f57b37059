"""Batch 145 (held out). A speed watch volunteer's chat: LlamaIndex Memory async (aput/aget), asyncio, one root span
per turn.

App: Dev, one of Soyland parish council's Community Speed Watch volunteers, is organising a few sessions of his own
with the volunteers he trained with, and chats with his helper through the week; the chat is kept in LlamaIndex
Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the three sites the police
signed off in March (Mill Lane by the school, Rochdale Rd by the Co-op, Holme Lane by the bus shelter); in turn 2,
what PCSO Dan said at Tuesday's meeting - Holme Lane's off for now: the 30 sign is after the bus shelter, so
anything clocked where we stand is legally still in the 40, and the police can't send letters on that till
highways move the sign (July they reckon), the other two are fine; then the speed gun and the volunteers. The
model says yes from the first list. Question (Weds 10/6, Dev): "can me, Sheila and Ken do Holme Lane fri after
school? ive got the gun from Bev's" -> expected no - Holme Lane's off until highways move the 30 sign (where we'd
stand is still the 40); do Mill Lane or Rochdale Rd. The assistant says yes.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the approved
sites and PCSO Dan's word that Holme Lane is off are both in the context the model was given, and it said yes.
Asserted: the three sites and the Holme Lane line are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b145_llamaindex_speedwatch_holme_lane_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can me, Sheila and Ken do Holme Lane fri after school? ive got the gun from Bev's"
TURNS = [
    ("police signed off our 3 sites back in march - Mill Lane by the school, Rochdale Rd by the Co-op + Holme Lane "
     "by the bus shelter",
     "The three approved sites: Mill Lane by the school, Rochdale Road by the Co-op, and Holme Lane by the bus "
     "shelter."),
    ("PCSO Dan at tues mtg - Holme Lane's off for now. the 30 sign is AFTER the bus shelter so anything we clock "
     "where we stand is legally still in the 40, police cant send letters on that till highways move the sign "
     "(july they reckon). other 2 fine",
     "Noted: Holme Lane is off for now - the 30 sign is past the bus shelter, so where you stand is still legally "
     "the 40 and the police can't send letters until highways move the sign (July, they think). Mill Lane and "
     "Rochdale Road are fine."),
    ("gun's at Bev's, collect + sign it out in the book. cert runs out 30/6 so it's going off for calibration 1st "
     "wk of july",
     "The speed gun is at Bev's - sign it out in the book; calibration cert expires 30/6, so it goes off in early "
     "July."),
    ("Sheila + Ken both free fri, 3 of us then. sessions an hour max, 3.15ish start for the school lot",
     "Sheila and Ken are free Friday, so three of you; sessions are an hour at most, starting about 3.15 for the "
     "school traffic."),
    (QUESTION,
     "Yes - Holme Lane by the bus shelter is one of your three approved sites, and with Sheila and Ken you've got "
     "the 3 you need. Start about 3.15."),
]


async def main():
    memory = Memory.from_defaults(session_id="soyland-csw-dev", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 10 June 2037. You are talking to Dev, a Soyland Community Speed Watch "
                           "volunteer organising a session on Friday 12 June."] + lines[:-1]
                assert any("Holme Lane by the bus shelter" in c and "Mill Lane" in c for c in context), context
                assert any("Holme Lane's off for now" in c and "still in the 40" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="no - Holme Lane's off till highways move the 30 sign (where you'd stand is still the "
                              "40); do Mill Lane or Rochdale Rd", actual=reply)


asyncio.run(main())

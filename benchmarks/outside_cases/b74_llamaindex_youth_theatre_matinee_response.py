"""Batch 74 (held out). A youth theatre's summer show: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Pam does front of house for Stroud Youth Theatre's "Bugsy Malone" (Cotswold Playhouse, 120 seats); she keeps
a chat with an assistant where each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is
the context of each answer. For the Saturday 2.30 matinee: 96 sold online by Tuesday night, and the Brownies' leader
booked 24 on the phone, paid cash, which Pam put on the door list by hand. 96 + 24 = 120: the matinee is full.

Planted fault (ResponseError, ignored sufficient context): both messages and the seat count are in the context; the
model goes by the online figure only. Question (Wed 30/7, a grandparent ringing): "is there anything left for
saturday afternoon?" -> expected no (all 120 gone, counting the Brownies). The assistant says yes, 24 left.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the online
figure, the Brownies' 24 and the 120 seats are in the context the model got. Another reading: none that we see;
memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b74_llamaindex_youth_theatre_matinee_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Playhouse is 120 seats, we're not allowed anyone standing or on the steps (fire officer was v clear). "
     "Thu eve 61 sold, Fri eve 88, sat eve 104 as of tues night on the online thing",
     "The Playhouse holds 120 with no standing. Online sales as of Tuesday night: Thursday 61, Friday 88, Saturday "
     "evening 104."),
    ("sat 2.30 matinee - 96 on the online one",
     "Saturday 2.30 matinee: 96 sold online."),
    ("Brownies leader (Brown Owl, Jackie) rang, 24 of them for the sat afternoon, paid cash at the Sub Rooms. not "
     "on the online thing so I've written them on the door list by hand",
     "Noted: 24 for the Brownies on Saturday afternoon, paid cash at the Subscription Rooms, on the door list by "
     "hand."),
    ("raffle prizes so far - a hamper from the Co-op, 2 tickets for the Everyman, a cake from Mrs D",
     "Raffle prizes: a Co-op hamper, two Everyman tickets and a cake from Mrs D."),
    ("interval ice creams £2.50, Mo + Aisha selling, float in the blue tin",
     "Interval ice creams £2.50, sold by Mo and Aisha; the float is in the blue tin."),
    ("grandad on the phone for 2 for sat afternoon - is there anything left for saturday afternoon?",
     "Yes - 96 sold out of 120, so there are 24 seats left for the Saturday matinee."),
]


async def main():
    memory = Memory.from_defaults(session_id="syt-bugsy-foh", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Playhouse is 120 seats" in c for c in lines[:-1]), lines
                assert any("96 on the online one" in c for c in lines[:-1]), lines
                assert any("24 of them for the sat afternoon" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, ["Today is Wed 30 July 2031."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("is there anything left for saturday afternoon?",
           expected="no, it's full - the Brownies' 24 take it to 120", actual=reply)


asyncio.run(main())

"""Batch 37 (held out). A village hall bookings secretary's chat: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Pat, bookings secretary of Little Marston Village Hall, chats with an assistant about the hall through March.
Each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer.
Nine turns, each starting with the day however Pat typed it.

Planted fault (ResponseError, ignored sufficient context): three hirings for Saturday 5 April come in on three
different days: the Brownies' jumble sale in the morning (9-12, tables out from 8.30), the Marston Players'
dress rehearsal in the afternoon (1.30-5, they need the stage lights), and the Harrises' golden wedding party from
7. Question (turn 9, Tue 1/4): "can you list what's on in the hall sat 5th, the cleaner wants to know when to
come in" -> expected the jumble sale, the Players' rehearsal and the golden wedding. The model lists the jumble sale
and the party and leaves out the rehearsal.

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: all three
hirings are in the context of the last answer. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b37_llamaindex_villagehall_saturday_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("3/3 - Brownies want the hall sat 5 april for their jumble sale 9-12, tables out from 8.30. said yes, £40",
     "Brownies jumble sale Sat 5 April, 9-12, set-up from 8.30."),
    ("Tues 4th March: grant money for the chairs came through!! £1,420 from the parish", "Chair grant in: GBP 1,420."),
    ("8 Mar - Harris golden wedding do, 5/4 from 7 till late, they're having a hog roast outside, need the urn",
     "Harris golden wedding Sat 5 April from 7pm, hog roast outside."),
    ("Mon 10th - boiler service booked for the 20th, Ron letting them in", "Boiler service on the 20th."),
    ("14.3 Marston Players asked about the sat before the show (5/4) for their dress rehearsal, 1.30-5. they need "
     "the stage lights on, gave Graham the code for the lighting box", "Players' dress rehearsal Sat 5 April, 1.30-5."),
    ("Sun 16th - Pilates moving to 10am from April, Jo's asked", "Pilates at 10 from April."),
    ("Fri 21/3 - someone left the kitchen tap running after WI, small flood, mopped it", "Kitchen tap left on."),
    ("27th - Sat 12/4 plant sale, Horticultural Soc, all day", "Plant sale Sat 12 April."),
    ("Tue 1/4 can you list what's on in the hall sat 5th, the cleaner wants to know when to come in",
     "Sat 5th: the Brownies' jumble sale 9-12 (tables out from 8.30), then the Harris golden wedding from 7pm with "
     "a hog roast outside. So she could come in the afternoon between the two."),
]


async def main():
    memory = Memory.from_defaults(session_id="lm-hall-pat", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("jumble sale 9-12" in c for c in lines), lines
                assert any("dress rehearsal, 1.30-5" in c for c in lines), lines
                assert any("golden wedding do, 5/4 from 7" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Three things: jumble sale in the morning, the Players' dress rehearsal in the "
                                  "afternoon, Harris party in the evening", actual=reply)


asyncio.run(main())

"""Batch 54 (held out). A mobile dog groomer's booking chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Lauren (Shaggy to Chic, a one-woman grooming van round Frome) talks her week through with an assistant; each
message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Monty,
Mrs Osborne's standard poodle, takes 3 hours on the table for a full clip, and then has to be dried by hand because
the blaster terrifies him - another 45 minutes.

Planted fault (ResponseError, ignored sufficient context): the message giving both parts is in the context; the
model says 3 hours. Question (Mon 6/7, filling in Thursday): "how long do I need to block out for Monty on
thursday?" -> expected 3 hours 45 minutes.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the message
with the 3 hrs and the 45 mins hand-dry is in the context the model got. Another reading: none that we see; memory
holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b54_llamaindex_groomer_monty_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

MONTY = ("Monty (std poodle, Mrs O, Nunney) booked thurs 9th 10am - full clip is 3 hrs on the table min, then he has "
         "to be hand dried w the towels + the little dryer, the blaster sends him loopy, that's another 45 mins on "
         "top. need her hubby to lift him in")
TURNS = [
    ("week of 6/7: mon Rolo bath + nails (muzzle!), tues 2 westies Tully sisters, weds Biscuit 2.30, thurs Monty, fri "
     "van to Gaz for the water heater",
     "Week: Mon Rolo, Tue the Tully westies, Wed Biscuit 2.30, Thu Monty, Fri van at Gaz's."),
    (MONTY,
     "Monty Thursday 10am: 3 hours clipping plus 45 minutes hand-drying; Mr Osborne to help lift."),
    ("new puppy Ziggy (labradoodle, Hannah, Buckland Dinham) - intro groom only, 45 mins, face feet bum, £30",
     "Ziggy's intro groom: 45 minutes, £30."),
    ("need to order more shampoo - the oatmeal one from Groomers Direct, 5L, £38",
     "Order 5L oatmeal shampoo from Groomers Direct (£38)."),
    ("Mon 6/7 - how long do I need to block out for Monty on thursday?",
     "3 hours - a full clip on Monty takes 3 hours, starting 10am."),
]


async def main():
    memory = Memory.from_defaults(session_id="shaggy-to-chic", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("3 hrs on the table" in c and "another 45 mins on top" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how long do I need to block out for Monty on thursday?",
           expected="three and three quarter hours - the clip plus drying him by hand", actual=reply)


asyncio.run(main())

"""Batch 57 (held out). A family's house move chat: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Nkechi (moving the family from Headingley to Acomb, York on Thu 27 Aug) talks the move through with an
assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each
answer. At the new house the gas and electric are with Octopus and want readings on the day; the water is metered
there (the Leeds house never was), so that meter needs reading too - it's in the pavement by the front gate.

Planted fault (ResponseError, ignored sufficient context): the messages giving all three are in the context; the
model lists gas and electric only. Question (Wed 26/8): "which meters do I need to read at the new house tomorrow?"
-> expected gas, electric and water.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the Octopus
gas + electric message and the water meter message are in the context the model got. Another reading: none that we
see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b57_llamaindex_move_meter_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("new house energy - gas + elec both Octopus, set up from 27/8, they want opening readings on the day, photos "
     "ideally. meters are in the cupboard under the stairs apparently",
     "Octopus gas and electricity from 27 Aug; take opening readings (with photos) on the day, meters under the "
     "stairs."),
    ("kids' stuff - Sam's bed goes in last so it comes off first, he'll want it made up by bedtime or there'll be "
     "tears (mine)",
     "Sam's bed last on the van, first off, made up by bedtime."),
    ("Yorkshire Water letter came - the Acomb house IS on a meter (ours here never was!!) so read that one too when "
     "we get the keys, it's the little cover in the pavement by the front gate, need a screwdriver to lift it",
     "The Acomb house has a water meter under the cover in the pavement by the gate; read it when you get the "
     "keys (screwdriver)."),
    ("Ingrid arrives weds 26th on the 14.02 into Leeds, Per's picking her up",
     "Ingrid arrives Wed 26th, 14.02 into Leeds; Per collecting."),
    ("broadband - BT engineer thurs 3/9 8-1, so no wifi the first week, hotspot off my phone",
     "BT engineer Thu 3 Sept 8-1; phone hotspot until then."),
    ("weds 26/8 - which meters do I need to read at the new house tomorrow?",
     "Gas and electric - both with Octopus, meters in the cupboard under the stairs; take photos."),
]


async def main():
    memory = Memory.from_defaults(session_id="acomb-move", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("gas + elec both Octopus" in c for c in lines[:-1]), lines
                assert any("IS on a meter" in c and "read that one too" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("which meters do I need to read at the new house tomorrow?",
           expected="three: the gas, the electric and the water one in the pavement", actual=reply)


asyncio.run(main())

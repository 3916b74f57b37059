"""Batch 257 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn; the chat is read back each turn as the answer's context.

App: Calder Bank Vets is a small practice with a surgery in Elland and one in Brighouse (two vets, a locum on
Fridays). Jo on reception keeps the desk's notes in a chat with the practice's helper, and asks it things when
clients ring.

Memory: turn 1 (2051-02-27T08:30) - info for the new Friday locum: consults at both branches, ops all done at the
Elland branch, drop off 8-8.30; turn 2 - the out-of-hours cover; turn 3 (Weds 1/3) - the Elland theatre's being
refitted all of March, new table and lights, so all ops are at the Brighouse surgery till Easter, tell clients when
booking, Mr Patel's fine with it; turn 4 (7/3) - Nala Ahmed (cat, 6 months) booked for her spay Thu 16th, starve
from midnight; turn 5 - the worming offer. Question (turn 6, Mon 13/3): "Mr Ahmed's on the phone - where does he
take Nala for her spay on thurs?" The assistant says the Brighouse surgery (Elland's theatre is being refitted),
drop off 8-8.30. The label says the Elland branch.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b257_ctl_llamaindex_vet_practice_spay_where_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Mr Ahmed's on the phone - where does he take Nala for her spay on thurs?"
TURNS = [
    ("2051-02-27T08:30 info for the new fri locum pls 🐾 consults at both branches, ops are ALL done at the Elland "
     "branch, drop off 8-8.30, pick up after 3 once we've rung",
     "Noted for the locum: consults at both branches, all operations at the Elland branch, drop-off 8-8.30 and "
     "pick-up after 3 once the client's been rung."),
    ("ooh cover is Vets Now in Halifax, number's on the door + the answerphone",
     "Out-of-hours cover is Vets Now in Halifax; the number's on the door and the answerphone."),
    ("Weds 1/3 - Elland theatre's being refitted all of March (new table + lights, about time 🙄) so all ops at "
     "the Brighouse surgery till Easter. tell ppl when booking, Mr Patel's fine w/ it",
     "Got it - while the Elland theatre's refitted, all operations are at the Brighouse surgery until Easter."),
    ("7/3 Nala Ahmed (cat, 6 mo) booked in for her spay thurs 16th, starve from midnight, Mr A knows",
     "Nala Ahmed's spay is booked for Thursday 16th, starved from midnight."),
    ("worming offer - 3 for 2 on Drontal all March, posters up in both waiting rooms",
     "3 for 2 on Drontal through March; posters in both waiting rooms."),
    (QUESTION,
     "To the Brighouse surgery - the Elland theatre's being refitted this month, so all the ops are there till "
     "Easter. Drop-off 8 to 8.30, starved from midnight."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="calder-bank-vets-desk-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 13 March 2051. You are helping Jo on reception at Calder Bank Vets."] + \
                          lines[:-1]
                assert any("ops are ALL done at the Elland branch" in c for c in context), context
                assert any("all ops at the Brighouse surgery till Easter" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="the Elland branch", actual=reply)

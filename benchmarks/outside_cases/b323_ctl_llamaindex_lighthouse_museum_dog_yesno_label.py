"""Batch 323 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Ravenscar Head Lighthouse Museum (the tower, the lens room, the keepers' cottages, a cafe with a terrace) is run
by volunteers. Mike, who does the front desk, keeps a running chat with the museum's desk helper - things to tell
visitors, then the questions that come in on the phone; the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context.

Memory: turn 1 (2051-03-28T10:15) - the season starts Sat 1st April; for the desk: no dogs in the museum,
assistance dogs only, there's a water bowl and a hook by the cafe door; turn 2 - the tower's open again after the
repaint, last climb 4pm; turn 3 (Tue 11 April) - the trustees met last night and agreed dogs are fine on the ground
floor and the cafe terrace from this weekend (so many people asking), still not up the tower or in the lens room,
on leads; turn 4 - the holiday trail sheets are at the desk, £1. Question (turn 5, Sat 15/4): "caller asking - can
they bring their dog tmrw? spaniel, v well behaved apparently" The assistant says yes - on a lead on the ground
floor and the cafe terrace, but not up the tower or in the lens room. The label says no - assistance dogs only.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b323_ctl_llamaindex_lighthouse_museum_dog_yesno_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "caller asking - can they bring their dog tmrw? spaniel, v well behaved apparently"
TURNS = [
    ("2051-03-28T10:15 season starts sat 1st april 🌊 for the desk: NO dogs in the museum, assistance dogs only. "
     "there's a water bowl + a hook by the cafe door",
     "Noted for the desk: season opens Sat 1 April; no dogs in the museum except assistance dogs - there's a water "
     "bowl and a hook by the cafe door."),
    ("tower's open again after the repaint 🎉 last climb 4pm, no under 5s, no bags on the stairs",
     "The tower's open again after the repaint - last climb at 4pm, no under-5s and no bags on the stairs."),
    ("Tue 11 April - trustees met last nite, they've agreed dogs are fine on the ground floor + the cafe terrace "
     "from this wknd (sooo many ppl asking), still not up the tower or in the lens room. on leads obvs",
     "Got it - from this weekend dogs on leads are welcome on the ground floor and the cafe terrace, but not up the "
     "tower or in the lens room."),
    ("holiday trail sheets are at the desk, £1, prize is a lighthouse pencil 😂",
     "Holiday trail sheets at the desk for £1, with a lighthouse pencil as the prize."),
    (QUESTION,
     "Yes - tell them dogs on a lead are fine on the ground floor and the cafe terrace now, just not up the tower or "
     "in the lens room."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ravenscar-head-desk-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 15 April 2051. You are talking to Mike on the front desk "
                           "at Ravenscar Head Lighthouse Museum."] + lines[:-1]
                assert any("NO dogs in the museum, assistance dogs only" in c for c in context), context
                assert any("dogs are fine on the ground floor + the cafe terrace" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="no - assistance dogs only", actual=reply)

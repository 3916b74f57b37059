"""Batch 32 (held out). A dental lab manager's chat: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Tony runs Severn Dental Lab in Gloucester. He chats with an assistant about the lab's work, turnarounds and the
practices; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each
answer. Ten turns, June 2025, each starting with the day in whatever form Tony typed it.

Planted fault (ResponseError, ignored sufficient context): the lab's usual turnaround for a bridge is 10 working
days. With Gary, who runs the mill, cutting his hours, on 9 June Tony writes: "zirconia bridges are 12 working days
from today till further notice - mill's one shift while Gary's on his 3 day wk. e.max + PFM bridges stay at 10, we
press those". On the 13th the assistant is asked about a zirconia bridge and goes by the usual figure. Question:
"Dr Morgan's asking how long for a 3 unit zirconia bridge for Mrs Price, what shall I tell her?" -> expected 12
working days.

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 9 June
message is in the context of the last answer. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b32_llamaindex_dentallab_bridge_turnaround_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 2nd - reminder for Sam on the desk: std turnaround single crown 7 working days, bridges 10, implant "
     "crowns 10, full dentures 3 stages at a wk each", "Standard turnarounds: crowns 7 working days, bridges 10, "
                                                       "implant crowns 10, dentures three weekly stages."),
    ("3/6 - DX lost another box (Cheltenham Smiles), claim form in, £40 excess grr",
     "DX claim for the Cheltenham Smiles box."),
    ("4 June - Gary's asked to go to 3 days a wk (Mon-Weds) for the summer, his mum's not well. Said yes",
     "Gary on three days a week (Mon-Wed) over the summer."),
    ("Thurs 5th - Priya's finished the Abbott e.max bridge early, looks lovely", "Abbott bridge done early."),
    ("6/6/25 Henry Schein discs arrived, 10 zirconia, £640 on the card", "Zirconia discs in."),
    ("9.6 - zirconia bridges are 12 working days from today till further notice - mill's one shift while Gary's on "
     "his 3 day wk. e.max + PFM bridges stay at 10, we press those",
     "Zirconia bridges now 12 working days; e.max and PFM bridges stay at 10."),
    ("10th - Quedgeley want to start sending implant cases w their own abutments, price it up",
     "Quedgeley implant cases with their own abutments: to price."),
    ("11 Jun - rush jobs still +£25, but no rush on zirconia till Gary's back full time", "Noted."),
    ("Thurs 12 - Dr Morgan (Kingsholm Dental) is new, 10 cases a month maybe, be nice to her!!",
     "Dr Morgan at Kingsholm Dental is a new client."),
    ("13/6 - Dr Morgan's asking how long for a 3 unit zirconia bridge for Mrs Price, what shall I tell her?",
     "10 working days - that's our standard for a bridge. If she needs it sooner it's a rush job at +GBP 25."),
]


async def main():
    memory = Memory.from_defaults(session_id="severn-lab-tony", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("9.6" in c and "zirconia bridges are 12 working days" in c for c in lines), lines
                assert any("bridges 10" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="12 working days", actual=reply)


asyncio.run(main())

"""Batch 360 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Hannah (the Kowalski lab's technician) chats with the lab helper while she does the week's ordering and
stores runs; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1, Mon 2050-07-04 - Fisher PO 7812 placed: 1.5 mL tubes x10 boxes (500/box), P1000 filter tips x4,
nitrile gloves M x10, delivery Thu 7/7; turn 2, Tue 5/7 - stores had 1.5 mL tubes in after all, so she's cancelled
6 of the 10 boxes on the Fisher PO and taken 6 from stores (under bench 4), the rest of the PO stays; turn 3, Tue
5/7 later - gloves M backordered, she's taking Ls from bay 2 meanwhile; turn 4, Weds 6/7 - the -80 alarm test is
Fri at 10:00. Question (turn 5, Weds 6/7): "how many boxes of 1.5 mL tubes are coming from Fisher tmrw? clearing
shelf space in the store room" The assistant says 4 (10 ordered, 6 cancelled). The label says 10.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b360_ctl_llamaindex_tube_order_boxes_diff_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many boxes of 1.5 mL tubes are coming from Fisher tmrw? clearing shelf space in the store room"
TURNS = [
    ("2050-07-04 Fisher PO 7812 placed: 1.5 mL tubes x10 boxes (500/box), P1000 filter tips x4, nitrile gloves M "
     "x10. delivery thurs 7/7",
     "Logged Fisher PO 7812: 10 boxes of 1.5 mL tubes, 4 P1000 filter tips, 10 boxes of medium nitrile gloves; "
     "delivery Thu 7 July."),
    ("Tue 5/7 - stores had 1.5 mL tubes in after all 🙌 so I've cancelled 6 of the 10 boxes on the Fisher PO + "
     "taken 6 from stores (under bench 4). rest of the PO stays",
     "Noted: 6 of the 10 boxes of 1.5 mL tubes cancelled on PO 7812 and 6 taken from stores instead (under bench "
     "4); the rest of the order stands."),
    ("gloves M backordered on 7812 grr, taking Ls from bay 2 meanwhile",
     "Medium gloves backordered on PO 7812; using large from bay 2 in the meantime."),
    ("Weds 6/7 -80 alarm test fri 10:00, Estates, don't panic when it beeps",
     "-80 alarm test Friday at 10:00 by Estates."),
    (QUESTION,
     "4 boxes - you ordered 10 but cancelled 6 when stores had them in."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="kowalski-lab-hannah-orders-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 6 July 2050. You are talking to Hannah, the Kowalski lab's "
                           "technician."] + lines[:-1]
                assert any("1.5 mL tubes x10 boxes" in c for c in context), context
                assert any("cancelled 6 of the 10 boxes on the Fisher PO" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="10", actual=reply)

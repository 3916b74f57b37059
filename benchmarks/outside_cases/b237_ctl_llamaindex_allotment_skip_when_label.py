"""Batch 237 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Northowram Allotment Society (28 plots off Lydgate) - Maureen (the chair) chats with the society's helper to
keep track of the spring clear-out, the water rota and the plots; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Memory: turn 1 (2050-04-01T18:20) - the skip's booked for the spring clear, Fri 8th April, by the gate, no soil or
rubble; turn 2 - the water's back on from Saturday, the rota's on the hut door, no sprinklers; turn 3 (Weds 6th
Apr) - the skip firm rang, their lorry's off the road so they can't do this Friday, it'll be the Friday after
instead, same place, same rules; turn 4 - plot 14's new tenants, the Osei family, Maureen's showing them round
Sunday. Question (turn 5, Mon 11/4, Maureen passing on Frank's ask): "when's the skip coming? Frank's got a pile of
old pallets to chuck" The assistant says Friday 15th April (the Friday after the 8th, put back because the firm's
lorry is off the road). The label says Friday 8th April.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b237_ctl_llamaindex_allotment_skip_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when's the skip coming? Frank's got a pile of old pallets to chuck"
TURNS = [
    ("2050-04-01T18:20 skip's booked for the spring clear 🗑️ fri 8th april, by the gate. NO soil or rubble pls, "
     "they charge us extra",
     "Noted - the skip's booked for Friday 8 April by the gate; no soil or rubble."),
    ("water's back on from sat 💧 rota's on the hut door, 2 evenings each, no sprinklers",
     "Water's back on from Saturday; the rota is on the hut door, two evenings each, and no sprinklers."),
    ("Weds 6th Apr - skip firm rang, their lorry's off the road so they can't do this fri 🙄 it'll be the friday "
     "after instead, same place same rules",
     "Got it - the skip won't come this Friday; it's the Friday after instead, same place and same rules."),
    ("plot 14's got new tenants, the Osei family, lovely. I'm showing them round sunday",
     "Plot 14 has new tenants, the Osei family; you're showing them round on Sunday."),
    (QUESTION,
     "Friday 15th April - the firm's lorry was off the road so it's the Friday after the 8th, by the gate. Pallets "
     "are fine, just no soil or rubble."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="northowram-allotments-maureen-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 11 April 2050. You are talking to Maureen, chair of Northowram Allotment "
                           "Society."] + lines[:-1]
                assert any("fri 8th april, by the gate" in c for c in context), context
                assert any("it'll be the friday after instead" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Friday 8th April", actual=reply)

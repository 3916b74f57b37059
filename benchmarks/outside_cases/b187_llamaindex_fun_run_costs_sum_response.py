"""Batch 187 (held out). A hospice's fun run: LlamaIndex Memory (async aput/aget), asyncio, each call its own trace
(no root span); the answer call has all four costs and adds up three.

App: St Michael's Hospice family fun run was Sun 21st June 2043 - 3k and 5k laps of Victoria Park in Newport, bibs,
a medal for every finisher, water at the bandstand, St John Ambulance on the gate. Lorraine, the hospice's events
volunteer, chats with the hospice's helper while she does the sums afterwards; the chat is kept in LlamaIndex Memory
and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the bibs and pins (£84, paid on the
hospice card); turn 2, the medals (250 from the Trophy Centre, £262.50); turn 3 (2043-06-22T09:40), the water and cups
from Booker (£46.80, Dev's got the receipt); turn 4, the park - free, the council waived the £75 as it's a charity
do; turn 5, St John Ambulance - they don't charge but they always get £50 in an envelope, she gave it to them on the
day out of the float. The model adds up the bibs, medals and water and leaves out St John's £50. Question (turn 6,
Weds 24/6): "what did the fun run cost us all in? the finance lady wants a figure for the accounts" -> expected
£443.30 (£84 + £262.50 + £46.80 + £50; the park was free). The assistant says £393.30.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): all four costs and
the waived park fee are in the context the model was given, and it added up only three. Asserted: the context has
the four cost lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b187_llamaindex_fun_run_costs_sum_response", ["llamaindex_memory", "litellm"])

from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what did the fun run cost us all in? the finance lady wants a figure for the accounts"
TURNS = [
    ("doing the fun run sums 🧮 bibs + safety pins £84, paid on the hospice card",
     "Bibs and pins: £84, on the hospice card."),
    ("medals - 250 from the Trophy Centre, £262.50 😬 we've got about 30 left over for next yr",
     "Medals: 250 from the Trophy Centre, £262.50; about 30 spare for next year."),
    ("2043-06-22T09:40 water + cups from Booker £46.80, Dev's got the receipt somewhere in the van lol",
     "Water and cups from Booker: £46.80 (Dev has the receipt)."),
    ("park was free in the end 🙌 council waived the £75 as it's a charity do",
     "Victoria Park was free - the council waived the £75 hire."),
    ("St John's don't charge but we always give them £50 in an envelope, gave it them on the day out of the float",
     "St John Ambulance: £50 donation, paid on the day from the float."),
    (QUESTION,
     "£393.30 - bibs £84, medals £262.50 and water £46.80; the park was free."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="st-michaels-fun-run-2043-lorraine", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        await memory.aput(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in await memory.aget()]
        if i == len(TURNS):
            context = ["Today is Weds 24 June 2043. You are talking to Lorraine, events volunteer at St Michael's "
                       "Hospice; the family fun run was Sun 21 June in Victoria Park, Newport."] + lines[:-1]
            assert any("bibs + safety pins £84" in c for c in context), context
            assert any("£262.50" in c for c in context), context
            assert any("£46.80" in c for c in context), context
            assert any("we always give them £50" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£443.30 - bibs £84 + medals £262.50 + water £46.80 + £50 to St John's (the park was free)",
       actual=reply)

"""Batch 94 (held out). A canal boat hire yard's planning chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Tom, who runs the yard at Foxton Wharf Narrowboats, plans the week in a chat with an assistant; the whole
memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 2 says the Hendersons have Heron for a 4-night
short break, out Mon 11/8 from 2pm, back at the yard by 9.30am on Fri 15/8 (the yard's midweek breaks are always
Mon to Fri). The question (turn 6, Sat 9/8): "what day are the hendersons bringing heron back? need to book Gaz
for the pump out" -> expected Friday (the 15th, by 9.30). The model says Thursday the 14th.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: turn
2's line with the return day is in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b94_llamaindex_canal_heron_return_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("wk of 11/8: 5 boats out, 3 back sat. Marigold needs a deep clean after the Patels (spuds in the fridge??)",
     "Noted: five out, three back Saturday; Marigold needs a deep clean."),
    ("Heron - Henderson party x4 + a spaniel, 4 night short break. out mon 11/8 from 2pm, back here by 9.30am "
     "fri 15/8. our midweek breaks are always mon-fri",
     "Heron: Hendersons, four nights, out Mon 11 Aug from 2pm, back Fri 15 Aug by 9.30am."),
    ("Gaz only does pump outs tues + fri mornings now, and he wants a day's notice",
     "Gaz: pump-outs Tuesday and Friday mornings, with a day's notice."),
    ("Kestrel's stern gland still dripping, Gaz to look at it when he's in",
     "Kestrel's stern gland - for Gaz's next visit."),
    ("foxton locks - the volunteers say the flight's shut 7-9am tues 12th for a gate repair, warn whoever's "
     "going up",
     "Foxton flight shut 7-9am Tue 12th for a gate repair."),
    ("what day are the hendersons bringing heron back? need to book Gaz for the pump out",
     "Thursday the 14th - it's a four-night break from Monday, so book Gaz for Thursday."),
]


async def main():
    memory = Memory.from_defaults(session_id="foxton-wharf-tom", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 9 August 2036."] + lines[:-1]
                assert any("back here by 9.30am fri 15/8" in c for c in context), context
                assert any("out mon 11/8 from 2pm" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("what day are the hendersons bringing heron back? need to book Gaz for the pump out",
           expected="Friday - the 15th, by half nine in the morning", actual=reply)


asyncio.run(main())

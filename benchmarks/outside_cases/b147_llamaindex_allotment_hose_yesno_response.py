"""Batch 147 (held out). An allotment plotholder's chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the last answer call gets the whole chat and says yes when the answer is no.

App: Shirley has plot 9 at Wainstalls allotments and chats with the society's helper through the summer; the chat
is kept in LlamaIndex Memory (``await memory.aput(...)``, ``await memory.aget()``) and read back each turn as the
answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the hosepipe ban from Tue 14th
July - no hoses on site at all, cans from the troughs only, the committee says anyone caught loses their key; turn
2, her water rota day (Tuesdays now, swapped with Maggie); turn 3, the 22.8. news - the ban's lifted, but the
committee says hoses only before 9am or after 6pm so the troughs have time to fill, and never left running; turn 4,
Dennis's marrows. The model takes the ban being lifted and misses the hours. Question (Sat 29/8, 2.40pm): "can i put
the hose on my beans this aft? about 3ish, they're flagging" -> expected no - hoses only before 9am or after 6pm
(cans from the trough till then). The assistant says yes, the ban was lifted on the 22nd.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the ban, its lifting
and the before-9-or-after-6 rule are all in the context the model was given, and it said yes. Asserted: the turn-3
line with the lifting and the hours is in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b147_llamaindex_allotment_hose_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can i put the hose on my beans this aft? about 3ish, they're flagging"
TURNS = [
    ("hosepipe ban from Yorkshire Water as of tue 14th july!! committee says NO hoses on site at all, cans from the "
     "troughs only, anyone caught loses their key",
     "Hosepipe ban from Tue 14 July: no hoses anywhere on site, watering cans from the troughs only - the committee "
     "will take the key off anyone caught."),
    ("I'm on the water rota tuesdays now, swapped w Maggie cos of her hospital appts. ball valves + top up both "
     "troughs, coil the hoses",
     "Noted - you're on the water rota on Tuesdays now (swapped with Maggie): ball valves, top up both troughs, coil "
     "the hoses."),
    ("22.8. ban's lifted!! but committee says hoses only before 9am or after 6pm so the troughs get chance to fill, "
     "+ never leave one running while you go for a brew",
     "Good news - the ban's lifted. Hoses only before 9am or after 6pm so the troughs can refill, and never left "
     "running unattended."),
    ("Dennis's marrows are ridiculous this yr, one's nearly 3 foot. he's entering it in the Halifax show",
     "Good luck to Dennis at the Halifax show with the marrow!"),
    (QUESTION,
     "Yes - the hosepipe ban was lifted on the 22nd, so you can use the hose on your beans."),
]


async def main() -> None:
    memory = Memory.from_defaults(session_id="wainstalls-plot9-shirley", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 29 August 2037, 2.40pm. You are talking to Shirley, who has plot 9 at "
                           "Wainstalls allotments."] + lines[:-1]
                assert any("NO hoses on site at all" in c for c in context), context
                assert any("ban's lifted" in c and "before 9am or after 6pm" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="No - hoses only before 9am or after 6pm; use cans from the trough till then",
           actual=reply)


asyncio.run(main())

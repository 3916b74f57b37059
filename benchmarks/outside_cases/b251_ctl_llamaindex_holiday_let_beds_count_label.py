"""Batch 251 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: the Ackroyds let Beck Side Barn (near Hawes, sleeps 7 - two doubles, a twin and a single in the box room) by
the week, and Gran does the Saturday changeovers. Their daughter Helen keeps the changeover chat with the family's
helper in LlamaIndex Memory and it's read back each turn as the answer's context.

Memory: turn 1 (2050-06-15T19:00) - the Pattersons have booked Sat 26th July, two couples, so just the 2 doubles,
the twin stays stripped; turn 2 - the hot tub and the log basket; turn 3 (Tue 22nd July) - Mrs Patterson emailed,
they're bringing her mum as well, so the single in the box room too, and the travel cot for the baby - she forgot
to say they've a 10 month old; turn 4 - bins and the welcome hamper. Question (turn 5, Fri 25/7, Gran via Helen):
"how many beds am I making up sat? + do I need the cot out of the loft" The assistant says 3 - both doubles and the
single in the box room - and yes, the travel cot. The label says 2, the two doubles.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b251_ctl_llamaindex_holiday_let_beds_count_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many beds am I making up sat? + do I need the cot out of the loft"
TURNS = [
    ("2050-06-15T19:00 Pattersons booked for sat 26th july 🎉 2 couples, so just the 2 doubles, twin stays stripped. "
     "they're paying the balance by the 1st",
     "Noted - the Pattersons, Sat 26 July, two couples: the two doubles made up, the twin left stripped."),
    ("hot tub's been done by the man, Gran just needs to top up the chemicals. log basket needs filling, it gets cold "
     "up there at night even in july",
     "Hot tub: just top up the chemicals. And fill the log basket."),
    ("Tue 22nd July - Mrs Patterson emailed, they're bringing her mum as well 👵 so the single in the box room too, + "
     "the travel cot for the baby (she forgot to say they've got a 10 month old!!)",
     "So that's the single in the box room as well, and the travel cot for the baby."),
    ("bins are thurs, recycling in the blue one. welcome hamper from the farm shop, Gran's picking it up fri",
     "Bins Thursday (recycling in the blue one); Gran's collecting the welcome hamper on Friday."),
    (QUESTION,
     "3 beds - both doubles and the single in the box room - and yes, get the travel cot down, they've a 10 month "
     "old."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="beck-side-barn-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 25 July 2050. You are talking to Gran (via Helen), who does the changeovers at "
                           "Beck Side Barn."] + lines[:-1]
                assert any("so just the 2 doubles" in c for c in context), context
                assert any("the single in the box room too" in c and "travel cot" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="2 - the two doubles", actual=reply)

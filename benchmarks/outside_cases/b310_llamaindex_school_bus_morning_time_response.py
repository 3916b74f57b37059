"""Batch 310 (held out). A bus company's school routes: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the earlier pick-up time in its context and gives the old one.

App: Calder Coaches run the S15 to Calder High in autumn 2051 - Heptonstall Rd, Mytholm, school for 8.25. Amir, whose
son Yusuf (Year 7) has just started taking it, chats with the company's parents' helper to keep track; the chat is
kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-09-04T07:05), the S15
timetable - Heptonstall Rd 7.51, school 8.25; turn 2, what happens if he misses it; turn 3 (Fri 15th Sept), the
letter from Calder Coaches: from Mon 18th the S15 goes round by Midgehole while the bridge is shut, so every stop's
10 mins earlier - Heptonstall Rd 7.41, school the same 8.25; turn 4, the afternoon bus; turn 5, his coat and lost
property. Question (turn 6, Sun 17/9): "what time does Yusuf need to be at the stop tmrw? setting his alarm ⏰" ->
expected 7.41 at Heptonstall Rd (10 mins earlier for the bridge diversion from Mon 18th). The model says 7.51.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first
timetable and the turn that moved every stop 10 minutes earlier from Monday are both in the context the model was
given, and it answered from the first timetable. Asserted: the context has both time lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b310_llamaindex_school_bus_morning_time_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what time does Yusuf need to be at the stop tmrw? setting his alarm ⏰"
TURNS = [
    ("2051-09-04T07:05 first day 🎒 Yusuf's on the S15 to Calder High, timetable says Heptonstall Rd 7.51, school "
     "8.25. pass is on a lanyard round his neck, fingers crossed",
     "Good luck Yusuf! The S15 picks up at Heptonstall Rd at 7.51 and gets to Calder High for 8.25."),
    ("what happens if he misses it - is there a later one?",
     "There's no second school bus; the 592 service bus goes past at 8.05, but his school pass doesn't cover it."),
    ("Fri 15th Sept - letter from Calder Coaches 📄 from mon 18th the S15's going round by Midgehole while the bridge "
     "is shut, so every stop's 10 mins earlier - Heptonstall Rd 7.41 - school same time 8.25",
     "Thanks - from Monday 18th, with the bridge shut, the S15 goes via Midgehole and every stop is 10 minutes "
     "earlier: Heptonstall Rd 7.41, still at school for 8.25."),
    ("afternoons - leaves the bays 3.20, he's home about 3.50",
     "Afternoon bus leaves the bus bays at 3.20; he's home around 3.50."),
    ("he's left his coat on it AGAIN 🙄 where do I get it",
     "Lost property goes to the depot office on Burnley Rd - Tuesdays and Thursdays 4 till 5."),
    (QUESTION,
     "He needs to be at Heptonstall Rd for 7.51 - so an alarm for about 7.15 should do it."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="calder-coaches-amir-yusuf-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sun 17 September 2051. You are talking to Amir, whose son Yusuf (Year 7) takes "
                           "Calder Coaches' S15 to Calder High."] + lines[:-1]
                assert any("Heptonstall Rd 7.51" in c for c in context), context
                assert any("every stop's 10 mins earlier - Heptonstall Rd 7.41" in c and "from mon 18th" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="7.41 at Heptonstall Rd - every stop's 10 mins earlier from Mon 18th for the bridge "
                          "diversion", actual=reply)

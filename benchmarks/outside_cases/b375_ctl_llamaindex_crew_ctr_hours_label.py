"""Batch 375 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Kyle Brannigan, a firefighter on the Tahoma Ridge Hand Crew (a Type 2IA crew), is on the Cougar Flat Fire. He
keeps track of his own hours with the crew's helper so his timesheet matches the CTR the crew boss turns in to the
Time Unit; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (08/15/26 2215) - 0600 briefing, DIV C, line construction then holding the burnout, CTR 0600-2200,
16 hrs; turn 2 - burnout went good, about 40 ac blacked out, no slop-overs; turn 3 (08/16 0030) - scrub the 2200 on
the CTR, they got held on the spot fire below the road and didn't get off the line till 2330, CTR says 0600-2330
now, the Sup signed it; turn 4 - next shift's 0600 again, bus at 0530. Question (turn 5, Sun 08/16 1930, back at
camp after shift): "how many hrs do I put down for the 15th? doing my timesheet" The assistant says 17.5
(0600-2330). The label says 16 hrs.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b375_ctl_llamaindex_crew_ctr_hours_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many hrs do I put down for the 15th? doing my timesheet"
TURNS = [
    ("08/15/26 2215 0600 briefing, DIV C - line construction all morning then holding the burnout. CTR 0600-2200, "
     "16 hrs",
     "Logged 08/15: DIV C, line construction then holding the burnout; CTR 0600-2200, 16 hours."),
    ("burnout went good 🔥 ~40 ac blacked out, no slop-overs, DIVS was happy",
     "Nice - about 40 acres blacked out on the burnout with no slop-overs."),
    ("08/16 0030 scrub the 2200 on the CTR - we got held on the spot fire below the road, didn't get off the line "
     "til 2330. CTR says 0600-2330 now, Sup signed it",
     "Updated: 08/15 on the CTR is 0600-2330 - you were held on the spot fire below the road, and the Sup signed it."),
    ("next shift's 0600 again, bus leaves camp 0530",
     "Next shift 0600, bus from camp at 0530."),
    (QUESTION,
     "17.5 hrs for the 15th - the CTR has you 0600-2330 after you got held on the spot fire."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="tahoma-ridge-brannigan-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sun 08/16/26, 1930. You are talking to Kyle Brannigan, a firefighter on the "
                           "Tahoma Ridge Hand Crew (Cougar Flat Fire)."] + lines[:-1]
                assert any("CTR 0600-2200, 16 hrs" in c for c in context), context
                assert any("scrub the 2200 on the CTR" in c and "CTR says 0600-2330 now" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="16 hrs", actual=reply)

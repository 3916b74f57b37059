"""Batch 309 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Ryburn Podiatry's aftercare helper: Julie Haigh had an ingrowing toenail removed (left big toe, one side) on Tue
3rd June 2053; she chats with the helper over the following weeks, and the chat kept in LlamaIndex Memory is read
back each turn as the answer's context.

Memory: turn 1 (2053-06-03T15:20) - the op's done, the leaflet says no swimming or baths till the toe's fully
healed, usually about 6 weeks; turn 2 - salt water baths daily, dressing changes; turn 3 (Thu 26/6) - at her
3-week check Sunita said it's healed up lovely, quicker than usual, so she can swim from the weekend as long as she
puts a waterproof plaster on it for the first couple of weeks and dries it properly after; turn 4 - she can go back
to her normal shoes. Question (turn 5, Fri 27/6): "can I go swimming with the grandkids tomorrow? they've been on
at me for weeks 😂" The assistant says yes - Sunita said it's fine from this weekend with a waterproof plaster on,
dried properly after. The label says no, not till about 6 weeks after the op.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b309_ctl_llamaindex_podiatry_swimming_yesno_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can I go swimming with the grandkids tomorrow? they've been on at me for weeks 😂"
TURNS = [
    ("2053-06-03T15:20 had the ingrowing toenail done this morning at Ryburn Podiatry, left big toe (one side). "
     "leaflet says NO swimming or baths till it's fully healed, usually about 6 wks 😩",
     "Noted - nail surgery on your left big toe on 3 June; per the leaflet, no swimming or baths until it's fully "
     "healed, usually about 6 weeks."),
    ("salt water bath for the toe once a day, 5 mins, then a clean dressing. getting the hang of it",
     "Good - a 5-minute warm salt water bath once a day, then a clean dry dressing."),
    ("Thu 26/6 had my 3 wk check - Sunita says it's healed up lovely, quicker than usual 🎉 I can swim from the "
     "weekend as long as I put a waterproof plaster on it for the first couple of wks + dry it properly after",
     "That's great news - Sunita says it's healed well, so swimming's fine from this weekend with a waterproof "
     "plaster on for the first couple of weeks, and dry it properly afterwards."),
    ("and I can go back to my normal shoes she said, just not my pointy ones for a bit",
     "Normal shoes are fine now - just avoid the pointy ones for a while."),
    (QUESTION,
     "Yes - Sunita said you can swim from this weekend now it's healed, as long as you put a waterproof plaster on it "
     "and dry it properly afterwards."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ryburn-julie-haigh-2053", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 27 June 2053. You are talking to Julie Haigh, who had nail surgery at Ryburn "
                           "Podiatry on 3 June."] + lines[:-1]
                assert any("NO swimming or baths till it's fully healed, usually about 6 wks" in c
                           for c in context), context
                assert any("I can swim from the weekend as long as I put a waterproof plaster on" in c
                           for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="no - no swimming till it's fully healed, about 6 weeks after the op", actual=reply)

"""Batch 315 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Audrey, a member of the Calder Brass Rubbing Circle, chats with the club's helper to keep track of the
visits; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context. The August 2050
visit is All Saints, Ledsham, on Sat 26th Aug - the Lady Mary brass (big, a lot of fine work in the gown) and
some small inscriptions.

Memory: turn 1 (2050-08-02T19:00) - Ledsham Sat 26th, Derek says we've got the church for 6 hrs, 10 till 4,
bring lunch; turn 2 - kit, gold paper for the Lady Mary; turn 3 (Weds 23rd Aug) - Derek's emailed, there's a
funeral at 2 on the Saturday so we've to be packed up and out by half 1, still starting at 10; turn 4 - Pat's
picking her up at 9.15. Question (turn 5, Thu 24/8): "how long have we got in the church on sat? wondering if it's
worth starting the Lady Mary, she took me 4 hrs last time" The assistant says three and a half hours, 10 till half
past 1 (the funeral at 2), so probably not the Lady Mary. The label says 6 hours, 10 till 4.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b315_ctl_llamaindex_brass_rubbing_time_in_church_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("how long have we got in the church on sat? wondering if it's worth starting the Lady Mary, she took me "
            "4 hrs last time")
TURNS = [
    ("2050-08-02T19:00 next visit's Ledsham, All Saints, sat 26th aug ⛪ Derek says we've got the church for 6 hrs, "
     "10 till 4. bring lunch, no cafe in the village",
     "Noted - Ledsham, All Saints, Sat 26 August; the church is yours 10 till 4, six hours. Bring a packed lunch."),
    ("kit - gold paper for the Lady Mary, black for the little inscriptions. my heelball's nearly done, must get "
     "some from Derek",
     "Gold paper for the Lady Mary, black for the small inscriptions - and more heelball from Derek."),
    ("Weds 23rd Aug - Derek's emailed, there's a funeral at 2 on the sat 😔 so we've to be packed up + out by half 1. "
     "still starting at 10",
     "Understood - still starting at 10, but everyone has to be packed up and out by 1.30 for the funeral at 2."),
    ("Pat's picking me up 9.15, she's got the club paper in her boot",
     "Pat's collecting you at 9.15 with the club paper."),
    (QUESTION,
     "Three and a half hours - 10 till half past 1, as there's a funeral at 2. If the Lady Mary took you 4 hours, "
     "maybe do the inscriptions this time."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="calder-brass-audrey-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 24 August 2050. You are talking to Audrey, a member of the Calder Brass "
                           "Rubbing Circle (visit to All Saints, Ledsham, Sat 26 Aug)."] + lines[:-1]
                assert any("we've got the church for 6 hrs, 10 till 4" in c for c in context), context
                assert any("packed up + out by half 1" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="6 hours - 10 till 4", actual=reply)

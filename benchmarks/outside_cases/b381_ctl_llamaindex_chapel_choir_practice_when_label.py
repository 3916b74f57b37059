"""Batch 381 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Côr Merched Llanhelyg, the ladies' choir that practises in the vestry of Capel Bethania, is getting ready for
the eisteddfod in May 2051. Ffion (a soprano) chats with the choir's helper to keep track; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-03-01T21:00) - practice is Thursdays at 7 in the vestry every week till the eisteddfod, Mrs
Delyth Rowe (the conductor) says no excuses; turn 2 - subs £3 a week, pay Bethan, she's got the tin; turn 3 (Sun
12/3) - no practice Thurs this week, the WI have got the vestry for their birthday do, so it's Weds instead, 7 sharp,
same place, back to Thursdays after; turn 4 - bring your own copies, the photocopier in the vestry's given up.
Question (turn 5, Mon 13/3): "when's practice this week? I've got parents' evening Thurs so hoping it's not then"
The assistant says Wednesday the 15th, 7 sharp in the vestry (the WI have the vestry Thursday). The label says
Thursday at 7 in the vestry, as usual.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b381_ctl_llamaindex_chapel_choir_practice_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when's practice this week? I've got parents' evening Thurs so hoping it's not then"
TURNS = [
    ("2051-03-01T21:00 practice is Thurs 7 in the vestry every wk till the eisteddfod now 🎶 Mrs Rowe says no "
     "excuses 😂",
     "Noted - practice every Thursday at 7 in the vestry until the eisteddfod."),
    ("subs are £3 a wk, pay Bethan, she's got the tin. + bring a cardi, it's freezing in there, we'll all have a "
     "cwtch by the heater 😂",
     "Subs are £3 a week, paid to Bethan."),
    ("Sun 12/3 - no practice Thurs this wk, the WI have got the vestry for their birthday do 🎂 so it's Weds instead, "
     "7 sharp, same place. back to Thurs after",
     "Got it - this week practice moves to Wednesday at 7 in the vestry because of the WI's do, then back to "
     "Thursdays."),
    ("bring your own copies from now on, the photocopier in the vestry's given up the ghost 🙄",
     "Bring your own copies from now on - the vestry photocopier's broken."),
    (QUESTION,
     "Not Thursday this week - it's Wednesday the 15th, 7 sharp in the vestry, because the WI have the vestry "
     "Thursday. You're fine for parents' evening."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="cor-merched-llanhelyg-ffion-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 13 March 2051. You are talking to Ffion, a soprano in Côr Merched "
                           "Llanhelyg."] + lines[:-1]
                assert any("practice is Thurs 7 in the vestry every wk" in c for c in context), context
                assert any("so it's Weds instead, 7 sharp, same place" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Thursday at 7 in the vestry, as usual", actual=reply)

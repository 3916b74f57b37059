"""Batch 306 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Fone Doctor, a phone repair kiosk in the Woolshops shopping centre. Kasia (the technician) chats with the
kiosk's helper through the day to keep track of the jobs - the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context. Finished, paid-for repairs wait in the collection drawer, bagged and tagged.

Memory: turn 1 (2051-10-02T09:15) - month-start count, the collection drawer's got 9 waiting, the oldest is the blue
Nokia from July; turn 2 (Tue 3/10) - storage charge text to the Nokia man, £10 after 90 days; turn 3 (4.10.) - two
picked up today, the Moto and Mr Singh's iPad, both paid on card; turn 4 (Thu 5th Oct) - one more in the drawer, the
cracked iPhone 13 done and bagged, Mrs Ward's, collecting Saturday; turn 5 - the till roll's run out again. Question
(turn 6, Fri 6/10): "how many are waiting in the collection drawer now? doing the count for Sam" The assistant says
8 (9, less the two picked up, plus Mrs Ward's). The label says 9.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b306_ctl_llamaindex_phone_kiosk_drawer_count_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many are waiting in the collection drawer now? doing the count for Sam"
TURNS = [
    ("2051-10-02T09:15 month start count 📦 collection drawer's got 9 waiting, all bagged + tagged. oldest is the "
     "blue Nokia from july 🙄",
     "Noted - 9 repairs waiting in the collection drawer at the start of October; the oldest is the blue Nokia from "
     "July."),
    ("Tue 3/10 can u word a text for the Nokia man - £10 storage after 90 days per the T&Cs, nicely tho",
     "\"Hi, your Nokia's repaired and ready at Fone Doctor. Just a reminder that after 90 days there's a £10 storage "
     "charge - hope to see you soon!\""),
    ("4.10. 2 picked up today 🙌 the Moto + Mr Singh's iPad, both paid card",
     "Great - the Moto and Mr Singh's iPad have been collected and paid on card."),
    ("Thu 5th Oct - 1 more in the drawer, the cracked iPhone 13 done + bagged, Mrs Ward's, she's collecting sat",
     "Mrs Ward's iPhone 13 is done and in the drawer; she's collecting on Saturday."),
    ("till roll's run out AGAIN, ordered 20 off amazon",
     "Noted - 20 till rolls ordered."),
    (QUESTION,
     "8 - the 9 from the start of the month, less the Moto and Mr Singh's iPad, plus Mrs Ward's iPhone 13."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="fone-doctor-kasia-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 6 October 2051. You are talking to Kasia, the technician at Fone Doctor, a "
                           "phone repair kiosk."] + lines[:-1]
                assert any("collection drawer's got 9 waiting" in c for c in context), context
                assert any("2 picked up today" in c for c in context), context
                assert any("1 more in the drawer" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="9", actual=reply)

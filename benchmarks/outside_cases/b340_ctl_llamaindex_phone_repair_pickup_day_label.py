"""Batch 340 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: QuickFix Phones is a phone-repair shop in Dublin. Customers chat with the shop's helper about their tickets;
the chat is kept in LlamaIndex Memory and read back each turn as the answer's context. The customer here is Tunde
Bakare, who left his own phone and his wife Adaeze's phone at the shop on the same day.

Memory: turn 1 (10.03.2026) - two tickets: PR-7741, his Pixel 7, broken screen, EUR 139, ready 13.03.2026;
PR-7742, Adaeze's iPhone 12, battery only, EUR 69, ready 11.03.2026; turn 2 (11/03/2026) - Adaeze collected the
iPhone at lunch, the battery is good now; and the shop called him: the Pixel screen came earlier from the supplier,
the technician says his Pixel is ready tomorrow after 15:00; turn 3 - a screen protector for the Pixel 7 is EUR 15,
they can fit it when he collects. Question (turn 4, Thu 12.03.2026 morning): "Which day I can pick up my Pixel? I
am in the office until 17:00." The assistant says today, Thursday 12.03.2026, after 15:00 ("tomorrow" in the
11/03/2026 turn). The label says 11.03.2026 - the ready date of Adaeze's iPhone, not his Pixel.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b340_ctl_llamaindex_phone_repair_pickup_day_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Which day I can pick up my Pixel? I am in the office until 17:00."
TURNS = [
    ("10.03.2026 - Hello, today I left two phones at your shop on Capel Street. Ticket PR-7741 is my Pixel 7, the "
     "screen is broken, €139, they said ready on 13.03.2026. Ticket PR-7742 is the iPhone 12 of my wife Adaeze, only "
     "the battery, €69, ready 11.03.2026.",
     "Thank you - PR-7741 (your Pixel 7, screen, €139) is planned for 13.03.2026 and PR-7742 (Adaeze's iPhone 12, "
     "battery, €69) for 11.03.2026."),
    ("11/03/2026 - Adaeze collected the iPhone at lunch, the battery is good now, thank you. Also your shop called "
     "me: the screen for my Pixel came earlier from the supplier, the technician says my Pixel is ready tomorrow "
     "after 15:00.",
     "Good news - PR-7742 is collected, and the Pixel screen part came early, so PR-7741 is ready tomorrow after "
     "15:00."),
    ("Do you sell also a screen protector for Pixel 7? How much it costs?",
     "Yes, a tempered glass protector for the Pixel 7 is €15; we can fit it for free when you collect."),
    (QUESTION,
     "You can pick it up today, Thursday 12.03.2026, after 15:00 - the shop called yesterday to say it's ready "
     "then. We can fit the screen protector at the same time."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="quickfix-tunde-bakare-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thursday 12.03.2026, 09:30. You are talking to Tunde Bakare, a customer of "
                           "QuickFix Phones."] + lines[:-1]
                assert any("iPhone 12 of my wife Adaeze" in c and "ready 11.03.2026" in c for c in context), context
                assert any("11/03/2026" in c and "my Pixel is ready tomorrow after 15:00" in c
                           for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="11.03.2026", actual=reply)

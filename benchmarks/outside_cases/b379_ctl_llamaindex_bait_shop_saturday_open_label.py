"""Batch 379 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Cheniere Bait & Tackle is a little shop by the Bayou Chenet boat launch - live bait, ice, propane, tackle,
fishing licenses. Miss Darlene Pellerin (who owns it with her husband Lucien) chats with the shop's helper to keep
the hours and the deliveries straight; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Memory: turn 1 (2026-03-02T06:10) - spring hours: 5:30 am to 6 pm every day, Sundays 5:30 till noon; turn 2 - the
ice man comes Tuesdays and Fridays, 80 bags; turn 3 (Thu. 3/19/26) - Lucien says they're opening at 4:30 am this
Saturday (Sat. 3/21 by the note's own date) for the Bayou Chenet redfish rodeo, boats launching at first light,
back to 5:30 after; turn 4 - propane exchange is $24.99, the truck's coming Monday. Question (turn 5, Fri.
3/20/26): "man on the phone wants to know what time we open tomorrow, he's wanting shrimp before the rodeo" The
assistant says 4:30 am - they're opening early for the rodeo. The label says 5:30 am.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b379_ctl_llamaindex_bait_shop_saturday_open_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "man on the phone wants to know what time we open tomorrow, he's wanting shrimp before the rodeo"
TURNS = [
    ("2026-03-02T06:10 spring hours for the sign 🎣 5:30 am to 6 pm every day, Sundays 5:30 till noon. closed "
     "Easter Sunday",
     "Got it - spring hours 5:30 am to 6 pm every day, Sundays 5:30 am till noon, closed Easter Sunday."),
    ("ice man comes Tuesdays + Fridays now, 80 bags each time, cash only, leave it in the envelope by the register",
     "Ice delivery Tuesdays and Fridays, 80 bags each, cash in the envelope by the register."),
    ("Thu. 3/19/26 Lucien says we're opening at 4:30 am THIS Saturday for the Bayou Chenet redfish rodeo, boats "
     "launching at first light. back to 5:30 after that",
     "Noted - opening at 4:30 am this Saturday, March 21, for the redfish rodeo, then back to 5:30 am."),
    ("propane exchange is $24.99 now, the propane truck's coming Monday for the empties",
     "Propane exchange $24.99; the truck comes Monday for the empties."),
    (QUESTION,
     "4:30 am tomorrow, ma'am - y'all are opening early for the redfish rodeo, so he can get his shrimp before he "
     "launches."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="cheniere-bait-darlene-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri. March 20, 2026. You are talking to Miss Darlene, who owns Cheniere Bait & "
                           "Tackle by the Bayou Chenet boat launch with her husband Lucien."] + lines[:-1]
                assert any("5:30 am to 6 pm every day" in c for c in context), context
                assert any("opening at 4:30 am THIS Saturday" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="5:30 am", actual=reply)

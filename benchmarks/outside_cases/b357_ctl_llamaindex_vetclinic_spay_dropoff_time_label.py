"""Batch 357 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Sam Reid books her two cats in at Riverside Veterinary Centre through the clinic's booking chat - Luna (DSH,
6 mo, entire F) for her spay and Mochi (DSH, 2y MN) for his booster. The chat is kept in LlamaIndex Memory and read
back each turn as the answer's context.

Memory (the chat): turn 1 (2050-11-03T12:40) - can she book Luna's spay and Mochi's booster the same day, Weds
16:40 would be perfect after work; the clinic books Mochi's booster Weds 9 Nov 16:40 and says spays are admitted
8.00-8.30am, home the same day after 4; turn 2 (Mon 7/11) - she changes her mind, can they do both on Fri 11th
instead, she's working from home Friday; the clinic moves Mochi to Fri 11 Nov 16:40 and books Luna's spay Fri 11 Nov,
drop-off 8-8.30am, no food after midnight, water's fine; turn 3 - a buster collar or a body suit after; turn 4 -
roughly how much the spay is. Question (turn 5, Thu 10/11): "what time do I bring Luna in tomorrow? don't want to
be late 😬" The assistant says 8-8.30am, no food after midnight, home after 4. The label says 16:40
- Mochi's booster slot, not Luna's ("spays are admitted in the morning", as the clinic put it).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b357_ctl_llamaindex_vetclinic_spay_dropoff_time_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what time do I bring Luna in tomorrow? don't want to be late 😬"
TURNS = [
    ("2050-11-03T12:40 hi! can I book Luna (6mo) in for her spay + Mochi for his booster, same day if poss? weds "
     "16:40 would be perfect after work",
     "Mochi's booster is booked for Weds 9 Nov at 16:40. Spays are admitted in the morning, 8.00-8.30am, and go home "
     "the same day after 4 - would Weds work for Luna's too?"),
    ("Mon 7/11 ugh sorry, change of plan - can we do both on fri 11th instead? I'm WFH fri so I can do the morning "
     "drop",
     "Done: Mochi's booster moved to Fri 11 Nov at 16:40, and Luna's spay booked Fri 11 Nov - drop-off 8-8.30am, no "
     "food after midnight, water's fine. You can collect them both at the 16:40."),
    ("does she need a cone after or can she have one of those body suits?",
     "Either - we send her home in a buster collar, but a body suit is fine if she tolerates it. Keep her in for 10 "
     "days."),
    ("how much is the spay roughly?",
     "A cat spay is £135, including pain relief to take home and a post-op check at 3 days."),
    (QUESTION,
     "8-8.30am tomorrow morning (Fri 11 Nov) - no food after midnight tonight, water's fine. She'll be ready to go "
     "home after 4."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="riverside-vc-booking-reid", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 10 November 2050. You are Riverside Veterinary Centre's booking assistant, "
                           "talking to Sam Reid (cats Luna and Mochi)."] + lines[:-1]
                assert any("Mochi's booster moved to Fri 11 Nov at 16:40" in c and "drop-off 8-8.30am" in c
                           for c in context), context
                assert any("weds 16:40 would be perfect" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="16:40", actual=reply)

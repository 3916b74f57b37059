"""Batch 254 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: the Okafors go away Weds 9th to Weds 16th Aug 2051 and leave Chloe (a neighbour's daughter who pet-sits) with
Pepper, their springer spaniel, and two rabbits. Ngozi (the mum) chats the handover into the family's pet-sitting
helper; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context, and Chloe asks it
things while they're away.

Memory: turn 1 (2051-08-02T19:00) - handover: Pepper and the rabbits, Pepper's booster is at Calder Vets Thurs 10th
at 4.40, the card's on the fridge; turn 2 - the rabbits, greens in the morning, an egg cup of pellets each, hay
always, lock the run at night; turn 3 (Mon 7th Aug) - the vets rang, Mr Shah's off that week so Pepper's booster's
moved to Fri 11th at 9.10 instead, same place, is Chloe ok for the morning; turn 4 - walks, the field behind the
school. Question (turn 5, Weds 9/8, Chloe): "when's Pepper's vet appointment again? need to sort my shifts at work"
The assistant says Fri 11th at 9.10 at Calder Vets (it was moved from the Thursday). The label says Thurs 10th at
4.40.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b254_ctl_llamaindex_petsit_vet_appt_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when's Pepper's vet appointment again? need to sort my shifts at work"
TURNS = [
    ("2051-08-02T19:00 handover for while we're away weds 9th - weds 16th 🐶🐰 Pepper (springer, bonkers) + the "
     "rabbits Bun + Flopsy. Pepper's booster is at Calder Vets thurs 10th at 4.40, card's on the fridge, it's paid",
     "Got it - you're away 9-16 August; Pepper's booster is at Calder Vets on Thursday 10th at 4.40, card on the "
     "fridge, already paid."),
    ("rabbits - greens am (whatever's in the salad drawer, NOT iceberg), an egg cup of pellets each, hay always, lock "
     "the run at night, foxes!!",
     "Rabbits: greens in the morning (no iceberg), an egg cup of pellets each, hay always, and lock the run at night."),
    ("Mon 7th Aug - vets rang 🙄 Mr Shah's off that wk so Pepper's booster's moved to fri 11th 9.10 instead, same "
     "place. sorry!! are u ok for the morning?",
     "Noted - Pepper's booster is now Friday 11th at 9.10, same place, as Mr Shah's off that week."),
    ("walks - field behind the school is fine off lead, NOT by the road, she'll go after anything with a tail. "
     "ball thrower's in the porch",
     "Walks: off lead on the field behind the school, on lead near the road; the ball thrower's in the porch."),
    (QUESTION,
     "Friday 11th at 9.10, at Calder Vets - it was moved from the Thursday as Mr Shah's off. The card's on the "
     "fridge."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="okafor-pepper-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 9 August 2051. You are talking to Chloe, who's pet-sitting Pepper and the "
                           "rabbits while the Okafors are away."] + lines[:-1]
                assert any("booster is at Calder Vets thurs 10th at 4.40" in c for c in context), context
                assert any("booster's moved to fri 11th 9.10 instead" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Thurs 10th at 4.40, Calder Vets", actual=reply)

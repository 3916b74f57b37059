"""Batch 288 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: the Okonjos (Ade, Funmi and the three boys) are moving from Huddersfield to Marsden at the start of September
2050 with Pennine Removals. Funmi chats with the family's helper while she packs; the chat is kept in LlamaIndex
Memory and read back each turn as the answer's context.

Memory: turn 1 (2050-08-09T18:20) - the removals survey man reckons 60 boxes for everything plus 6 wardrobe boxes,
they're dropping 40 off on Monday, "so we'll need another 20 from somewhere"; turn 2 - Monday, 40 boxes dropped off
and stacked in the garage, tape and paper too; turn 3 (Thu 24th Aug) - a lady on Freecycle was giving away 15 boxes
from her own move, Ade went and got them, good strong ones; turn 4 - the boys' rooms are done, 12 boxes full already.
Question (turn 5, Sat 26/8): "how many more boxes do we need to get? going to the tip shop tomorrow" The assistant
says 5 (60 needed, 40 from the removals and 15 off Freecycle). The label says 20 (60 less the removals' 40).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b288_ctl_llamaindex_house_move_boxes_how_many_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more boxes do we need to get? going to the tip shop tomorrow"
TURNS = [
    ("2050-08-09T18:20 removals survey done 📦 he reckons 60 boxes for everything + 6 wardrobe boxes (they bring "
     "those on the day). dropping 40 off monday so we'll need another 20 from somewhere",
     "Got it - 60 boxes in all plus 6 wardrobe boxes on the day; Pennine are dropping 40 off on Monday, so you're "
     "20 short for now."),
    ("monday - 40 boxes dropped off, stacked in the garage, + 4 rolls of tape + a mountain of paper",
     "40 boxes, tape and packing paper are in the garage."),
    ("Thu 24th Aug - a lady on freecycle was giving away 15 boxes from her own move 🙌 Ade went + got them, good "
     "strong ones",
     "Great - that's another 15 boxes from Freecycle."),
    ("boys' rooms DONE 💪 12 boxes full already, mostly lego lol",
     "Well done - the boys' rooms are packed, 12 boxes so far."),
    (QUESTION,
     "5 more - you need 60, and you've got the 40 from Pennine plus the 15 off Freecycle. (The 6 wardrobe boxes "
     "come on the day.)"),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="okonjo-move-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 26 August 2050. You are talking to Funmi Okonjo, who is packing for the "
                           "family's house move."] + lines[:-1]
                assert any("he reckons 60 boxes" in c and "another 20 from somewhere" in c for c in context), context
                assert any("40 boxes dropped off" in c for c in context), context
                assert any("giving away 15 boxes" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="20", actual=reply)

"""Batch 353 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Hemi runs Port Hills Fencing in Christchurch; in October 2050 he's quoting a back boundary paling fence for the
Wilsons at 118 Johns Rd, Rangiora. He chats with the business's helper while he measures up; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2050-10-03T07:20) - the Rangiora job, back boundary paling, 1.8 high, and Mrs Wilson's sketch says
120 along the back, quote by Friday; turn 2 - he measured it that arvo with the wheel, 36.5m post to post, the 120 on
her sketch was feet (off the old survey plan), so 16 bays at about 2.4; turn 3 - Mrs Wilson wants a 900 wide gate
at the garage end; turn 4 - a nor'wester forecast Thursday, no concrete Thursday. Question (turn 5, Wed 5/10): "how
many metres is the back boundary at Rangiora? doing the quote tonight" The assistant says 36.5m (the 120 on the
sketch is feet). The label says 120m (the sketch's figure, which was in feet).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b353_ctl_llamaindex_christchurch_fencing_boundary_length_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many metres is the back boundary at Rangiora? doing the quote tonight"
TURNS = [
    ("2050-10-03T07:20 RANGIORA - the Wilsons, 118 Johns Rd. back boundary paling fence, 1.8 high, Mrs W's sketch "
     "says 120 along the back. quote by fri",
     "Got it - Rangiora, the Wilsons at 118 Johns Rd: a 1.8m paling fence on the back boundary; her sketch says 120 "
     "along the back. Quote due Friday."),
    ("measured it this arvo w/ the wheel - 36.5m post to post. the 120 on her sketch was FEET lol (off the old survey "
     "plan) so 16 bays at 2.4 ish",
     "So the back boundary is 36.5m - the 120 was feet - which is about 16 bays at roughly 2.4m."),
    ("Mrs Wilson wants a gate at the garage end, 900 wide, same paling",
     "Added: a 900mm paling gate at the garage end."),
    ("nor'wester forecast thurs, no concrete thurs. Tama's on Halswell anyway",
     "No concrete on Thursday with the nor'wester; Tama's on the Halswell job."),
    (QUESTION,
     "36.5m post to post - you measured it with the wheel; the 120 on Mrs Wilson's sketch is feet. About 16 bays."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="port-hills-fencing-hemi-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Wed 5 October 2050. You are talking to Hemi, who runs Port Hills Fencing "
                           "(Christchurch)."] + lines[:-1]
                assert any("says 120 along the back" in c for c in context), context
                assert any("36.5m post to post" in c and "was FEET" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="120m", actual=reply)

"""Batch 246 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Ryburn Valley High's Year 11 mocks, the week of Mon 9th Jan 2051 - all papers in the sports hall, a pool of
external invigilators on a rota. Colin (one of them) chats with the exams office's helper to keep track of his
sessions; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-01-03T18:00) - mocks the week of Mon 9th Jan, all in the sports hall, invigilators in by 8.30
for a 9.00 start, pm papers 1.30, Colin's down for Mon, Weds and Thurs mornings; turn 2 - the briefing Fri 6th
3.45 in the LRC; turn 3 (Mon 9/1) - Mrs Ahmed's emailed, Thursday's different: the Year 7 flu jabs are in the
sports hall first thing, so Science Paper 1 doesn't start till 10, invigilators in by 9.30, everything else as it
was; turn 4 - park at the leisure centre, the staff car park's full in mocks week; turn 5 - resits are the Tuesday
after (17th) in G12, he's not on those. Question (turn 6, Weds 11/1): "what time do I need to be in the sports hall
tomorrow?" The assistant says 9.30 (Science P1 starts at 10 because of the Year 7 flu jabs). The label says 8.30.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b246_ctl_llamaindex_exam_rota_arrival_time_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what time do I need to be in the sports hall tomorrow? 🙂"
TURNS = [
    ("2051-01-03T18:00 got my mocks rota 📝 Y11 mocks wk of mon 9th jan, all in the sports hall, invigs in by 8.30 "
     "for a 9.00 start, pm papers 1.30. I'm down for mon, weds + thurs mornings",
     "Got it - Year 11 mocks the week of Mon 9 Jan in the sports hall: in by 8.30 for a 9.00 start (afternoons "
     "1.30). You're on Monday, Wednesday and Thursday mornings."),
    ("briefing fri 6th 3.45 in the LRC, lanyards to collect",
     "Briefing Fri 6 Jan at 3.45 in the LRC - collect your lanyard there."),
    ("Mon 9/1 Mrs Ahmed's emailed - thurs is different, the Y7 flu jabs are in the sports hall first thing so "
     "science P1 doesn't start till 10, invigs in by 9.30. everything else as was",
     "Noted - Thursday 12 Jan is later: Science Paper 1 starts at 10 because of the Year 7 flu jabs, so you're in "
     "by 9.30. The rest of the week is unchanged."),
    ("parking - staff car park's rammed in mocks wk, use the leisure centre",
     "Park at the leisure centre this week - the staff car park's full."),
    ("resits are the tuesday after, 17th, in G12 - I'm not on those thank god",
     "Resits are Tue 17 Jan in G12 - you're not on them."),
    (QUESTION,
     "9.30 - Thursday's Science Paper 1 doesn't start till 10 because the Year 7 flu jabs are in the sports hall "
     "first thing."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ryburn-mocks-colin-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 11 January 2051. You are talking to Colin, an external invigilator for "
                           "Ryburn Valley High's Year 11 mocks."] + lines[:-1]
                assert any("invigs in by 8.30 for a 9.00 start" in c for c in context), context
                assert any("science P1 doesn't start till 10, invigs in by 9.30" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="8.30", actual=reply)

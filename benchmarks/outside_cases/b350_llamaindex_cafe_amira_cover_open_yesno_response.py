"""Batch 350 (held out). A café's part-time shift-swap chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has what rules Amira out of an opening shift in its context and says yes.

App: Rosa manages Crumbs & Co, a café by the student village, staffed by students. She keeps the rota straight by
chatting with the café's helper; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-10-17, mon), the new
starter Amira - weekdays after 12 and sat/sun whatever she can get; turn 2, sunday open is doors 7.30 but whoever
opens is in by 6.45 for the ovens; turn 3 (tue 18/10), Amira's got no car rn, gets the 52 from hers, the first 52
on a sunday gets in at 8.10, too far to walk; turn 4, Tom wants to swap his sun 23rd open; turn 5, Hollie can't do
sundays at all. Question (turn 6, thu 20/10): "can amira take tom's sun open?" / "she said she's free sun" ->
expected no: the opener has to be in by 6.45 and the earliest Amira can get there on a sunday is 8.10 (no car,
first 52). The model says yes, she's free, she can take it.

Why the expected answer follows (a small inference): nothing says "Amira can't open"; it follows from two turns -
the opener must be in by 6.45 (turn 2) and her only way in on a sunday arrives at 8.10 (turn 3) - so being free on
sunday doesn't make her able to open.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): both turns are in
the context the model was given, and it answered from "free sun" alone. Asserted: the context has the 6.45 line and
the 8.10 bus line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b350_llamaindex_cafe_amira_cover_open_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "thu 20/10: can amira take tom's sun open?\nshe said she's free sun"
TURNS = [
    ("2050-10-17 mon: new starter amira 👋 on the rota from this wk\nweekdays after 12\nsat/sun w/e she can get",
     "noted - amira: weekdays after 12, weekends whatever's going."),
    ("sun open = doors 7.30\nbut whoever opens has to be in by 6.45 for the ovens 🥐\nno exceptions lol",
     "sunday opener in by 6.45 for the ovens, doors 7.30."),
    ("tue 18/10: amira's got no car rn 🚫🚗\ngets the 52 from hers\nfirst 52 on a sunday gets in at 8.10 😬\n"
     "too far to walk",
     "amira: no car, relies on the 52 - first sunday one gets her in at 8.10."),
    ("tom's asking to swap his sun 23rd open\nhis sister's thing in york",
     "tom wants someone to take his sun 23rd open."),
    ("hollie can't do sundays at all\nchurch w her nan 🙏",
     "hollie's out for sundays."),
    (QUESTION,
     "yep 👍 amira's free sun so she can take tom's open"),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="crumbs-rota-rosa-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 20 October 2050. You are talking to Rosa, manager of Crumbs & Co café."] + \
                          lines[:-1]
                assert any("whoever opens has to be in by 6.45" in c for c in context), context
                assert any("first 52 on a sunday gets in at 8.10" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="no - opener has to be in by 6.45 and her first bus on a sunday gets in at 8.10 (no car)",
       actual=reply)

"""Batch 116 (held out). A primary school trip's packed lunches: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Miss Hughes, the Y4 teacher at St Aidan's, chats with the helper while she sorts out the York trip; the chat is
kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has the lunch slips - 11 children ticked a
school packed lunch (the FSM children are already in the 11), the rest bring their own - and, later, that the three
adults from school (Miss Hughes, Mrs Patel and Mr Dunn) want a school packed lunch too, while Tom's dad brings his
own. The model counts only the children. Question (Tue 19/5): "how many school packed lunches do i put on the
kitchen form?" -> expected 14 (11 + 3). The assistant says 11.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the children's
lunches and the staff's lunches are both in the context the model was given, and it left the staff out. Asserted:
both lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b116_llamaindex_schooltrip_lunches_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many school packed lunches do i put on the kitchen form?"
TURNS = [
    ("consent forms - 27 back + Ollie's finally turned up in his bag this morning, so all 28 going thurs!!",
     "All 28 consent forms are in - everyone's going on Thursday."),
    ("lunch slips: 11 ticked school packed lunch, rest are bringing their own. the FSM ones are in the 11 already",
     "11 children want a school packed lunch (FSM included); the rest bring their own."),
    ("kitchen needs numbers by weds 12 noon - Sandra says disposable bags only, no glass or cans, and name on each",
     "Kitchen numbers due Wednesday noon; disposable bags, no glass or cans, named."),
    ("dalesway coach 8.45 from the front gate, back half 3. jorvik slot 10.30, ref JV-2291",
     "Coach 8.45 from the front gate, back about 3.30; Jorvik at 10.30 (JV-2291)."),
    ("adults are me, Mrs Patel, Mr Dunn + Tom's dad. the 3 of us from school want a school one too pls, Tom's dad's "
     "bringing his own",
     "Adults: you, Mrs Patel, Mr Dunn and Tom's dad; the three staff want school packed lunches."),
    (QUESTION,
     "11 - that's everyone who ticked the school packed lunch on the slip."),
]


async def main():
    memory = Memory.from_defaults(session_id="st-aidans-y4-york", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 19 May 2037. You are talking to Miss Hughes, the Y4 teacher."] + lines[:-1]
                assert any("11 ticked school packed lunch" in c for c in context), context
                assert any("the 3 of us from school want a school one too" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="14 - the 11 children who ticked it plus you, Mrs Patel and Mr Dunn", actual=reply)


asyncio.run(main())

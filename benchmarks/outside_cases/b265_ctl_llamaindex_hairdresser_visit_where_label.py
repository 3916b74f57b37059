"""Batch 265 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Sandra is a mobile hairdresser round Halifax and Northowram - wash and sets, trims and perms in clients' own
homes. She chats with her helper as she plans her week; the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context.

Memory (the chat): turn 1 (2050-10-10T07:50) - Joan Ackroyd, fortnightly wash and set, Thursdays 11, at her house,
14 Birch Close, round the back as the front step's bad; turn 2 - Mr Dean's clippers, Tuesdays; turn 3 (Sun 6th
Nov) - Joan's daughter rang, Joan's gone into Oak Lodge for a fortnight's respite while she's in Spain, so do her
there Thursday, same time, ask for her at the desk, they've a little salon room with a basin; turn 4 - the van's
tyre. Question (turn 5, Weds 9/11): "where am I doing Joan's hair tmrw? need to put it in the satnav" The assistant
says Oak Lodge (she's there for respite for a fortnight) - ask at the desk, they've a salon room. The label says
14 Birch Close.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b265_ctl_llamaindex_hairdresser_visit_where_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "where am I doing Joan's hair tmrw? need to put it in the satnav"
TURNS = [
    ("2050-10-10T07:50 new regular 💇‍♀️ Joan Ackroyd, fortnightly wash + set, thurs 11am at hers - 14 Birch Close, "
     "go round the back, front step's bad. £16, she'll have the kettle on",
     "Got it - Joan Ackroyd, a fortnightly wash and set on Thursdays at 11 at 14 Birch Close (round the back), £16."),
    ("Mr Dean's clippers every other tues, no 3 on top, he pays in coins 😂",
     "Mr Dean: clipper cut every other Tuesday, number 3 on top."),
    ("Sun 6th Nov - Joan's daughter rang, Joan's gone into Oak Lodge for a fortnight's respite while she's in Spain, "
     "so do her there thurs, same time. ask for her at the desk, they've a little salon room w/ a basin",
     "Noted - Joan's at Oak Lodge for a fortnight's respite, so Thursday at 11 there; ask at the desk for the salon "
     "room."),
    ("van's got a slow puncture on the back left, Kwik Fit can't do it till sat 🙄",
     "Slow puncture on the back left tyre - Kwik Fit on Saturday."),
    (QUESTION,
     "Oak Lodge - Joan's there for a fortnight's respite while her daughter's in Spain. Ask for her at the desk; "
     "they've a salon room with a basin."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="sandra-mobile-hair-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 9 November 2050. You are talking to Sandra, a mobile "
                           "hairdresser."] + lines[:-1]
                assert any("14 Birch Close" in c for c in context), context
                assert any("Joan's gone into Oak Lodge for a fortnight's respite" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="14 Birch Close", actual=reply)

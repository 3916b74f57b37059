"""Batch 232 (held out). A village's Easter bonnet parade: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the Brownies' nine in its context and leaves them out of the sum.

App: Mytholmroyd's Easter bonnet parade is on Easter Monday, 11th April 2050 - from the square at 11, round the
park and back, cups for 1st, 2nd and 3rd in three age groups and a rosette for every child who enters. Lisa (running
it for the primary school PTA) chats with the PTA's helper while she sorts it; the chat is kept in LlamaIndex Memory
and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-03-01T18:30), a rosette
for every kid who enters; turn 2, 27 entries so far; turn 3 (Tue 29th Mar), Brown Owl says the Brownies want to
come as a group, 9 of them, on top of the 27, rosettes same as everyone; turn 4, the judges; turn 5, 22 rosettes
left from last year in the box in the vestry, fine, just a bit squashed. Question (turn 6, Weds 6/4): "how many
more rosettes do I need to order? going to the printers tmrw" -> expected 14 (27 + 9 = 36 entrants, less the 22 in
the box). The model says 5 (it leaves the Brownies out).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 27, the
Brownies' 9 on top and the 22 in the box are all in the context the model was given, and it worked the difference
without the nine. Asserted: the context has all three lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b232_llamaindex_bonnet_parade_rosettes_diff_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more rosettes do I need to order? going to the printers tmrw"
TURNS = [
    ("2050-03-01T18:30 EASTER BONNET PARADE 🐣 easter mon 11th april, from the square at 11, round the park + back. "
     "1st 2nd 3rd in under 5s, 5-8s + 9-11s get a cup, + a rosette for every kid who enters. keep track for me pls",
     "Will do - Easter bonnet parade Easter Monday 11 April from the square at 11; cups for the top three in each "
     "age group and a rosette for every child who enters."),
    ("entries so far 27!! 🎉 forms in the chippy + the school office, closing fri 1st",
     "27 entries so far; forms from the chippy and the school office, closing Friday 1 April."),
    ("Tue 29th Mar - Brown Owl says the Brownies want to come as a group, 9 of them, bonnets they're making at "
     "the meeting - so that's on top of the 27, + they get rosettes same as everyone",
     "Lovely - the 9 Brownies are coming as a group on top of the 27, each getting a rosette like everyone else."),
    ("judges - Cllr Patel, Mrs Ogden from the school + Father Tony. judging by the bandstand 11.45ish",
     "Judges: Cllr Patel, Mrs Ogden and Father Tony, judging at the bandstand about 11.45."),
    ("found 22 rosettes left from last yr in the box in the vestry 🎀 they're fine, just a bit squashed",
     "Good find - 22 rosettes left over from last year in the vestry box, still usable."),
    (QUESTION,
     "5 more - you've got 27 entries and 22 rosettes in the vestry box."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="mytholmroyd-bonnets-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 6 April 2050. You are talking to Lisa, who's running Mytholmroyd's Easter "
                           "bonnet parade for the primary school PTA."] + lines[:-1]
                assert any("entries so far 27" in c for c in context), context
                assert any("9 of them" in c and "on top of the 27" in c for c in context), context
                assert any("22 rosettes left from last yr" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="14 - 27 entries plus the 9 Brownies is 36, less the 22 in the box", actual=reply)

"""Batch 202 (held out). A library's craft morning: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has both things the children must bring in its context and lists only one.

App: Clun Library's autumn craft morning is Sat 11th Nov 2045, 10-12 - jam-jar leaf lanterns and pine-cone owls,
tables in the children's corner and by the big window, biscuits and squash from the Friends of the library. Marion
(the branch librarian) chats with the library's helper while she sorts it; the chat is kept in LlamaIndex Memory and
read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2045-10-20T16:30), children bring
an apron or an old t-shirt as it gets gluey; turn 2, the tables; turn 3 (Tue 31st), they've run out of jars for the
lanterns, so each child brings a clean empty jam jar with the label off - add it to the poster; turn 4, the
biscuits; turn 5, 22 booked and the under-5s need a grown-up with them. Question (turn 6, Thu 9/11): "a mum's asking
what the kids need to bring sat?" -> expected an apron or old t-shirt, and a clean empty jam jar with the label off.
The model lists only the apron or old t-shirt and says everything else is provided.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the apron line and
the Tue 31st jam jar line are both in the context the model was given, and its list leaves the jar out. Asserted:
the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b202_llamaindex_library_craft_what_to_bring_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "a mum's asking what the kids need to bring sat?"
TURNS = [
    ("2045-10-20T16:30 autumn craft morning sat 11th nov 10-12 🍂 leaf lanterns + pine cone owls. kids bring an apron "
     "or an old t shirt, it gets gluey!! free, biscuits + squash",
     "Autumn craft morning Sat 11 Nov 10-12: leaf lanterns and pine-cone owls; children bring an apron or an old "
     "T-shirt. Free, with biscuits and squash."),
    ("tables - 4 in the children's corner + 2 by the big window, Kev's moving the spinners fri night",
     "Tables: 4 in the children's corner and 2 by the big window; Kev's moving the spinners on Friday night."),
    ("Tue 31st - we've run out of jars for the lanterns 😩 so can each child bring a clean empty jam jar (label off "
     "pls), can u add it to the poster",
     "Each child brings a clean empty jam jar with the label off - added to the poster."),
    ("biscuits - bourbons + jammy dodgers from the Friends, Marion's bringing the squash + the big jug",
     "Biscuits from the Friends (bourbons and jammy dodgers); you're bringing the squash and the big jug."),
    ("22 booked, room for 6 more, the under 5s need a grown up with them the whole time",
     "22 booked, room for 6 more; under-5s need an adult with them throughout."),
    (QUESTION,
     "Just an apron or an old T-shirt - it gets gluey. Everything else is provided."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="clun-library-craft-nov-2045-marion", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 9 Nov 2045. You are talking to Marion, branch librarian at Clun Library; the "
                           "autumn craft morning is Sat 11 Nov."] + lines[:-1]
                assert any("kids bring an apron or an old t shirt" in c for c in context), context
                assert any("each child bring a clean empty jam jar (label off" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="an apron or an old t-shirt, and a clean empty jam jar with the label off (for the "
                          "lanterns)", actual=reply)

"""Batch 112 (held out). A badminton club's kit chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Rob, the club's kit man, chats with the helper about shuttles and the league; the chat is kept in LlamaIndex
Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has "we get through about 20 tubes of feathers a
season" and, later, "found 7 unopened tubes in the cupboard under the stage"; the model gives the season's 20
without taking off what's in the cupboard. Question: "how many tubes do i need to order for the new season?" ->
expected 13. The assistant says 20.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()). Asserted: both
lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b112_llamaindex_badminton_shuttle_tubes_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many tubes do i need to order for the new season? want to get it in before the price goes up"
TURNS = [
    ("league season we get thru about 20 tubes of feathers (RSL no.3), club nights are plastics so dont count those",
     "About 20 tubes of RSL No.3 feathers a league season; plastics for club nights are separate."),
    ("price is going up 1st sept, £24.50 a tube now, Badminton Direct do free delivery over £200",
     "£24.50 a tube before 1 September; free delivery over £200 at Badminton Direct."),
    ("had a sort out of the cupboard under the stage - 7 tubes of feathers in there still sealed!! + a load of "
     "old yonex plastics, binned the squashed ones",
     "Good find - 7 sealed tubes of feathers under the stage."),
    ("sam says the mixed team want speed 77 not 76 this yr, the hall's been colder",
     "Noted: the mixed team want speed 77 this year."),
    (QUESTION,
     "Order 20 tubes of RSL No.3 - that's a season's worth, £490 so free delivery."),
]


async def main():
    memory = Memory.from_defaults(session_id="westfield-rob-kit", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 17 August 2037."] + lines[:-1]
                assert any("about 20 tubes of feathers" in c for c in context), context
                assert any("7 tubes of feathers in there still sealed" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="13 - the usual 20 less the 7 found under the stage", actual=reply)


asyncio.run(main())

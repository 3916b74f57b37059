"""Batch 182 (held out). A town's duck race: LlamaIndex Memory (async aput/aget), asyncio, each call its own trace (no
root span); the answer call has all three sales and leaves one out of the difference.

App: the Ironbridge Rotary duck race is Bank Holiday Mon 25th May 2043 - plastic ducks at £2 each, tipped off the
Iron Bridge into the Severn at 3, the finish by the Malthouse, prizes from local shops. Gwen, who's running it for the
Rotary, chats with the club's helper while she keeps count of the ducks sold; the chat is kept in LlamaIndex Memory
and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, 1,000 ducks in the crates (last
year's 800 + 200 new ones); turn 2 (sat 9th) the Co-op stall sold 212; turn 3 the prizes; turn 4 (14/5) the school
sold 186 in the book bags; turn 5 (2043-05-16T22:40) Bev shifted 74 at the Kings Head quiz in the interval. The model
takes the Co-op's 212 and the school's 186 off and leaves the pub's 74 out. Question (turn 6, Sun 17/5): "how many
ducks have we got left to sell? doing the float + the tickets for the bridge stall" -> expected 528 (1,000 - 212 -
186 - 74). The assistant says 602.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 1,000, the
Co-op's 212, the school's 186 and the pub's 74 are all in the context the model was given, and it left the 74 out of
the difference. Asserted: the context has the 1,000 line, the 212, the 186 and Bev's 74.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b182_llamaindex_duck_race_ducks_left_response", ["llamaindex_memory", "litellm"])

from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many ducks have we got left to sell? doing the float + the tickets for the bridge stall"
TURNS = [
    ("duck race bank hol mon 25th 🦆 1,000 ducks in the crates (last yr's 800 + 200 new ones Clive got off the "
     "internet), £2 a duck, tipped off the Iron Bridge at 3",
     "1,000 ducks at £2 each; tipped off the Iron Bridge at 3pm on Mon 25 May."),
    ("sat 9th - Co-op stall sold 212!! 🙌 Clive's counting the money",
     "The Co-op stall sold 212 ducks."),
    ("prizes - 1st £100 voucher from Jones's, 2nd a meal for 2 at the Swan, 3rd a hamper. finish line by the Malthouse",
     "Prizes: £100 Jones's voucher, meal for two at the Swan, a hamper; finish by the Malthouse."),
    ("14/5 the school sold 186 in the book bags, kids are mad for it",
     "The school sold 186 ducks."),
    ("2043-05-16T22:40 quiz at the Kings Head - Bev shifted 74 ducks in the interval lol 🍺",
     "Bev sold 74 ducks at the Kings Head quiz."),
    (QUESTION,
     "602 - 1,000 less the Co-op's 212 and the school's 186."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ironbridge-rotary-duck-race-2043-gwen", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        await memory.aput(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in await memory.aget()]
        if i == len(TURNS):
            context = ["Today is Sun 17 May 2043. You are talking to Gwen, who's running the Ironbridge Rotary duck "
                       "race (Mon 25 May)."] + lines[:-1]
            assert any("1,000 ducks in the crates" in c for c in context), context
            assert any("Co-op stall sold 212" in c for c in context), context
            assert any("school sold 186" in c for c in context), context
            assert any("Bev shifted 74 ducks" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="528 - 1,000 less the Co-op's 212, the school's 186 and Bev's 74 at the Kings Head",
       actual=reply)

"""Batch 117 (held out). A primary school PTA's Christmas fair raffle: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Karen, the Friends of Brook Lane's treasurer, chats with the helper while she counts up after the Christmas fair
(sat 5/12); the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has 318 raffle tickets sold on the day (the
stubs), and, a few turns later, the 96 bought online beforehand through the school shop ("on top of the stubs");
last year's total was 350 all in. The model compares only the stubs with last year. Question (Mon 7/12): "how many
more raffle tickets did we sell than last yr? want to put it in the newsletter" -> expected 64 more (318 + 96 = 414
vs 350). The assistant says 32 fewer.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the stubs, the
online sales and last year's figure are all in the context the model was given, and it left the online sales out.
Asserted: the three lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b117_llamaindex_pta_raffle_diff_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more raffle tickets did we sell than last yr? want to put it in the newsletter"
TURNS = [
    ("counted the stubs - 318 sold on the day, £1 each or 6 for £5 so the money's a bit less, £281.50 in the tin",
     "318 tickets sold at the fair; £281.50 in the raffle tin."),
    ("last yr's book says raffle 350 tickets all in, £306. the hamper went to Mrs Begum's mum i think",
     "Last year: 350 tickets, £306."),
    ("tuck shop £142.20, tombola £96, uniform sale £58 (coats went well), Santa's grotto £210 - 70 kids x £3",
     "Tuck shop £142.20, tombola £96, uniform sale £58, grotto £210."),
    ("oh and the online ones!! 96 bought thru the school shop before the fair, that's on top of the stubs, £96 "
     "straight to the bank",
     "96 tickets bought online beforehand, on top of the 318 stubs; £96 paid to the bank."),
    ("prizes all collected except the cinema tix - no 0417, pink, I'll ring round",
     "All prizes collected apart from the cinema tickets (pink 0417)."),
    (QUESTION,
     "32 fewer - 318 this year against 350 last year."),
]


async def main():
    memory = Memory.from_defaults(session_id="fobl-xmas-fair-37", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 7 Dec 2037. You are talking to Karen, the PTA treasurer."] + lines[:-1]
                assert any("318 sold on the day" in c for c in context), context
                assert any("raffle 350 tickets all in" in c for c in context), context
                assert any("96 bought thru the school shop" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="64 more - 414 this year (318 on the day + 96 online) against 350", actual=reply)


asyncio.run(main())

"""Batch 320 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Gareth keeps his odds and ends in a personal assistant app whose chat is held in LlamaIndex Memory and read
back each turn as the answer's context. This month it's his grey suit, in for alterations at Mrs Begum's "Stitches"
on Commercial St before his brother's wedding.

Memory: turn 1 (2051-05-09T12:40) - dropped the grey suit off at Stitches, trousers let out an inch at the waist and
the jacket sleeves up, Mrs Begum said £95 all in, ready Thurs 18th; turn 2 - put £30 down when he dropped it off,
pink ticket no. 318; turn 3 - where to park near the shop; turn 4 (Weds 17/5) - "how much have I got left to pay on
the suit? want the cash on me tmrw, she doesn't take cards" The assistant says £65 (£95, less the £30 he put down).
The label says £95.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b320_ctl_llamaindex_tailor_suit_balance_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much have I got left to pay on the suit? want the cash on me tmrw, she doesn't take cards"
TURNS = [
    ("2051-05-09T12:40 dropped the grey suit off at Stitches on Commercial St 👔 trousers let out an inch at the waist "
     "(too many curries 😂) + jacket sleeves up. Mrs Begum said £95 all in, ready thurs 18th",
     "Noted - grey suit at Stitches: trousers let out an inch at the waist and jacket sleeves shortened, £95 all in, "
     "ready Thu 18 May."),
    ("oh and I put £30 down when I dropped it off, she gave me a pink ticket, no. 318 - it's in my wallet",
     "Got it - £30 deposit paid, pink ticket no. 318 in your wallet."),
    ("where's best to park near there? last time I got a ticket on Crossley St",
     "The pay and display behind the library is closest - Crossley St is permit-only before 6."),
    (QUESTION,
     "£65 - it's £95 all in and you put £30 down when you dropped it off. Don't forget the pink ticket (318)."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="gareth-odds-and-ends", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 17 May 2051. You are talking to Gareth."] + lines[:-1]
                assert any("Mrs Begum said £95 all in" in c for c in context), context
                assert any("I put £30 down when I dropped it off" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£95", actual=reply)

"""Batch 186 (held out). A running club's Christmas handicap: LlamaIndex Memory (async aput/aget), asyncio, each call
its own trace (no root span); the answer call has all three sums for the hospice and gives only the entry money.

App: Shifnal Striders' Christmas handicap was Sun 20th Dec 2043 - 4 miles round the lanes from the Idsall school car
park, staggered starts, mince pies at the Swan after, and everything raised goes to Severn Hospice. Wendy, the club
secretary, chats with the club's helper while she writes it up; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the results (42 ran, Gemma first
back); turn 2, the entry money - £3 a head, £126 for the hospice, Karen banking it Monday; turn 3, the bucket on the
mince pie table at the Swan had £38.40 in it, which goes in with the hospice money; turn 4, the photos; turn 5
(2043-12-22T10:05), the Swan's landlord putting £25 in as well, as a thank you for bringing 60-odd of them in on a
Sunday morning. The model gives only the entry money. Question (turn 6, Weds 23/12): "how much did we raise for the
hospice in the end? doing the newsletter" -> expected £189.40 (£126 entries + £38.40 bucket + £25 from the Swan). The
assistant says £126.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the £126, the
£38.40 and the £25 are all in the context the model was given, and it added up only the first. Asserted: the context
has the three lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b186_llamaindex_running_club_hospice_sum_response", ["llamaindex_memory", "litellm"])

from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much did we raise for the hospice in the end? doing the newsletter"
TURNS = [
    ("handicap results!! 🎄 42 ran, Gemma 1st back - predicted 38 mins + did 35.10 😂 sandbagging much. turkey "
     "voucher to her, selection boxes to the juniors",
     "42 finishers; Gemma first back (predicted 38 min, ran 35:10) wins the turkey voucher; juniors get selection "
     "boxes."),
    ("entries £3 each all going to the hospice = £126, Karen's banking it mon",
     "Entry money: £126 for Severn Hospice, Karen banking it on Monday."),
    ("counted the bucket off the mince pie table at the Swan - £38.40 😮 goes in w the hospice money",
     "The mince pie bucket had £38.40, added to the hospice money."),
    ("photos on fb, Phil's drone one of the start is ace, 3 people have asked for prints",
     "Photos are on Facebook; Phil's drone shot of the start is popular."),
    ("2043-12-22T10:05 Swan's landlord popped in, he's putting £25 in as well 🍺 as a thank you for bringing 60 odd of "
     "us in on a sun morning",
     "The Swan's landlord is adding £25."),
    (QUESTION,
     "£126 - 42 entries at £3 each."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="shifnal-striders-xmas-handicap-2043-wendy", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        await memory.aput(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in await memory.aget()]
        if i == len(TURNS):
            context = ["Today is Weds 23 Dec 2043. You are talking to Wendy, secretary of Shifnal Striders; the "
                       "Christmas handicap was Sun 20 Dec, everything raised goes to Severn Hospice."] + lines[:-1]
            assert any("all going to the hospice = £126" in c for c in context), context
            assert any("£38.40" in c and "hospice money" in c for c in context), context
            assert any("putting £25 in as well" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£189.40 - £126 entries + £38.40 from the mince pie bucket + £25 from the Swan",
       actual=reply)

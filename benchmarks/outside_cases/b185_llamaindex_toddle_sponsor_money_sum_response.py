"""Batch 185 (held out). A pre-school's sponsored toddle: LlamaIndex Memory (async aput/aget), asyncio, each call its
own trace (no root span); the answer call has the corrected sponsor amount and adds up with the old one.

App: Busy Bees pre-school did its sponsored toddle round Hartley Park on Sat 16th May 2043 - 22 toddlers, a lap of
the lake each - and the sponsor money is coming back in envelopes in the book bags, for new tricycles. Nicola (the
pre-school's manager) chats with its helper as the forms come in; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2043-05-18T15:30), Bea's form
£46.50 and the twins' £60 between them; turn 2 the leftover snacks; turn 3 Oscar's £38 (most have ticked gift aid);
turn 4 (Weds 20th) Noah's £25 in an envelope - and, in passing, that she'd had the twins down wrong, it was £65 not
£60, their nan put another fiver in at the gate; turn 5 the photos. The model adds up with the twins' first £60.
Question (turn 6, Thu 21/5): "how much have we got in so far? want to do a thermometer for the window" -> expected
£174.50 (£46.50 + £65 + £38 + £25). The assistant says £169.50.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): every sum and the
twins' correction are in the context the model was given, and it added up with the superseded £60. Asserted: the
context has Bea's, Oscar's and Noah's amounts and the "£65 not £60" line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b185_llamaindex_toddle_sponsor_money_sum_response", ["llamaindex_memory", "litellm"])

from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much have we got in so far? want to do a thermometer for the window"
TURNS = [
    ("2043-05-18T15:30 first toddle forms back 💷 Bea's £46.50, the twins (Ruby + Jack) £60 between them - grandma!!",
     "Logged: Bea £46.50, Ruby and Jack £60 between them."),
    ("snacks left over from sat - 2 bunches of bananas + a box of rice cakes, I'll use them for snack this wk",
     "Leftover bananas and rice cakes going on this week's snack."),
    ("Oscar's mum handed his in at pick up, £38 🙌 most of them have ticked gift aid so that's a bit extra",
     "Logged: Oscar £38; most forms have Gift Aid ticked."),
    ("Weds 20th - Noah's £25 in an envelope in his bag. oh + I had the twins down wrong, it was £65 not £60 - their "
     "nan put another fiver in at the gate",
     "Logged Noah £25, and the twins updated to £65."),
    ("photos from the toddle up on the fb page, 3 parents said no photos so Kim's blurred those ones",
     "Photos posted, with the three opted-out children blurred."),
    (QUESTION,
     "£169.50 so far - Bea £46.50, the twins £60, Oscar £38 and Noah £25."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="busy-bees-toddle-2043-nicola", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        await memory.aput(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in await memory.aget()]
        if i == len(TURNS):
            context = ["Today is Thu 21 May 2043. You are talking to Nicola, manager of Busy Bees pre-school; the "
                       "sponsored toddle was Sat 16 May and the money is for new tricycles."] + lines[:-1]
            assert any("Bea's £46.50" in c for c in context), context
            assert any("£38" in c for c in context), context
            assert any("Noah's £25" in c and "£65 not £60" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£174.50 - Bea £46.50, the twins £65, Oscar £38 and Noah £25", actual=reply)

"""Batch 191 (held out). A Brownies pack holiday: LlamaIndex Memory (async aput/aget), asyncio, each call its own
trace (no root span); the answer call has the zip wire's extra in its context and gives the balance without it.

App: 2nd Madeley Brownies' pack holiday is Fri 5th - Sun 7th June 2043 at Boreatton outdoor centre - dorms, the zip
wire, a campfire. Snowy (the unit's treasurer) chats with the unit's helper while she sorts the money and the lists;
the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, £95 each all in, £40 deposit by
14/3 and the rest by 16th may; turn 2, the dorms; turn 3, the menus; turn 4 (2043-04-20T21:05), the centre's emailed
that the zip wire's back open - £8 extra a girl, added to the bill, so it's going on the balance, everyone's doing
it; turn 5, the kit list. Question (turn 6, Tue 5/5): "Ruby's mum's asked how much she still owes - she paid the
deposit in march" -> expected £63 (£95 - £40 deposit + £8 zip wire). The model leaves the zip wire out and says £55.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the £95, the £40
deposit and the £8 going on the balance are all in the context the model was given, and it left the £8 out.
Asserted: the context has the £95 + £40 deposit line and the zip wire's £8 on the balance.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b191_llamaindex_brownies_balance_sum_response", ["llamaindex_memory", "litellm"])

from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Ruby's mum's asked how much she still owes - she paid the deposit in march"
TURNS = [
    ("pack hol money 🏕️ £95 each all in, £40 deposit by 14/3, rest by 16th may. cheques to 2nd Madeley Brownies or "
     "bank transfer w the girl's name as ref",
     "£95 each all in: £40 deposit by 14 March, the rest by 16 May, by cheque or bank transfer with the girl's name."),
    ("dorms - Kingfishers + Wrens (8 each), the little one by the office (5), Tawny + me next door",
     "Dorms: Kingfishers and Wrens (8 each) and a small dorm of 5 by the office, with you and Tawny next door."),
    ("menus - fri tea jacket spuds, sat bbq if it's dry, sun pancakes 🥞 3 veggie + Maisie gluten free",
     "Menus noted: jacket potatoes Friday, barbecue Saturday if dry, pancakes Sunday; 3 vegetarian, Maisie GF."),
    ("2043-04-20T21:05 centre emailed, the zip wire's back open 🙌 £8 extra a girl, they're adding it to our bill so "
     "I'm putting it on the balance - everyone's doing it, it's the highlight",
     "Great - the zip wire's on, £8 a girl added to the balance."),
    ("kit list - sleeping bag, torch, wellies, waterproof, teddy (optional but not really 😂), no phones, named "
     "everything",
     "Kit list: sleeping bag, torch, wellies, waterproof, teddy; no phones; everything named."),
    (QUESTION,
     "£55 - it's £95 all in and she's paid the £40 deposit, due by 16th May."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="2nd-madeley-brownies-packhol-2043-snowy", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        await memory.aput(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in await memory.aget()]
        if i == len(TURNS):
            context = ["Today is Tue 5 May 2043. You are talking to Snowy, treasurer of 2nd Madeley Brownies; the "
                       "pack holiday is Fri 5 - Sun 7 June."] + lines[:-1]
            assert any("£95 each all in, £40 deposit by 14/3" in c for c in context), context
            assert any("£8 extra a girl" in c and "putting it on the balance" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£63 - £95 less the £40 deposit, + £8 for the zip wire on the balance", actual=reply)

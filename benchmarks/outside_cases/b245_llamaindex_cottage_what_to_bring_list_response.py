"""Batch 245 (held out). A family's holiday cottage booking: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the owner's changed list of what to bring in its context and gives the first
one.

App: the Haighs (Karen, Steve, their three and Karen's mum) have booked Beck Foot Cottage in Dentdale for Sat 24th
- Sat 31st Aug 2047. Karen chats with her phone's helper to keep track of the booking; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2047-06-02T09:00), the owner's
list of what to bring, on one line with a note beside each - bedding (duvet covers, sheets, pillowcases), towels,
tea towels, loo roll for the 1st night, firelighters for the wood burner, the dog's bed if bringing one; turn 2,
the deposit and the balance (due the 14th); turn 3 (Tue 6th Aug), the owner's emailed - linen's included now, beds
made up on arrival, so no bedding, still bring towels; and no dogs any more (new carpets), so Monty's going to
Nana's; turn 4, the car share; turn 5, the key box and Sat 24th arrival. Question (turn 6, Thu 22/8): "what do I
need to pack for the cottage? doing the list tonight 📝" -> expected towels, tea towels, loo roll for the first
night, firelighters (no bedding - beds are made up - and no dog bed, Monty's at Nana's). The model lists bedding,
towels, tea towels, loo roll, firelighters and Monty's bed.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first list and
the turn that dropped the bedding and the dog are both in the context the model was given, and it answered from
the first list. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b245_llamaindex_cottage_what_to_bring_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what do I need to pack for the cottage? doing the list tonight 📝"
TURNS = [
    ("2047-06-02T09:00 BOOKED 🏡 Beck Foot Cottage, Dentdale, sat 24th - sat 31st aug. owner's 'please bring' "
     "list: bedding - duvet covers, sheets, pillowcases; towels - bath + hand; tea towels x3; loo roll - for the 1st "
     "nite; firelighters - for the wood burner; dog bed - if bringing a dog (1 max) so Monty's 🐶",
     "Booked - Beck Foot Cottage, Sat 24th to Sat 31st Aug. To bring: bedding (duvet covers, sheets, pillowcases), "
     "bath and hand towels, three tea towels, loo roll for the first night, firelighters and a dog bed for Monty."),
    ("deposit £250 paid, balance £890 due the 14th, Steve's paying it from the joint acc",
     "Deposit £250 paid; the £890 balance is due on the 14th, from the joint account."),
    ("Tue 6th Aug owner's emailed 🙌 linen's included now, beds made up when we arrive so NO bedding, still bring "
     "towels tho. and no dogs any more, they've had new carpets 🙄 so Monty's going to Nana's",
     "Good news on the bedding - it's included and the beds will be made up, so just towels. And no dogs now, so "
     "Monty's staying at Nana's."),
    ("cars - Steve takes Mum + the 2 little ones, I've got Ellie + the food + the bikes on the rack",
     "Cars: Steve with your mum and the two little ones; you with Ellie, the food and the bikes."),
    ("key's in the box by the porch, code comes the day before. arrive from 4 on the sat",
     "The key's in the box by the porch (code the day before); you can arrive from 4pm on Sat 24th."),
    (QUESTION,
     "For the cottage: bedding (duvet covers, sheets, pillowcases), bath and hand towels, three tea towels, loo roll "
     "for the first night, firelighters for the wood burner, and Monty's dog bed."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="haigh-cottage-2047", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 22 August 2047. You are talking to Karen Haigh, who's booked Beck Foot "
                           "Cottage for the family (Sat 24 - Sat 31 Aug)."] + lines[:-1]
                assert any("bedding - duvet covers, sheets, pillowcases" in c and "dog bed - if bringing a dog" in c
                           for c in context), context
                assert any("so NO bedding, still bring towels" in c and "Monty's going to Nana's" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="towels (bath + hand), 3 tea towels, loo roll for the first night, firelighters - no "
                          "bedding (beds made up) and no dog bed (Monty's at Nana's)", actual=reply)

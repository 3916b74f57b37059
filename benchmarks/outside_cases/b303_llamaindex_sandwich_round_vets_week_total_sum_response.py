"""Batch 303 (held out). A sandwich delivery round: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has a customer's whole week in its context and leaves the biggest item out of the bill.

App: Lunchbox Lou's is Louise's sandwich round round Ripponden and Barkisland - rolls, soups, platters for do's,
delivered from the van at dinner time; the offices settle up weekly by bank transfer. Louise chats with the round's
helper as she goes through the week, to keep each customer's tab; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2053-04-07T14:05), Ryburn
Vets' Monday - 6 rolls at £3.50, £21, delivered; turn 2 (Tue), no order from the vets, half of them are at a
conference; turn 3 (Weds 9/4), 4 rolls and 4 soups, £25; turn 4 (Thu 10th), the vets want the big platter for Sue's
leaving do on Friday, £32, on top of their usual 6 rolls on Friday; turn 5, the van nearly died on Ripponden Bank.
Question (turn 6, Fri 11/4, after the Friday drop): "Ryburn Vets want their bill for the week - what's the total?
they're doing the bank transfer this aft" -> expected £99 (£21 + £25 + £21 Friday rolls + the £32 platter). The
model says £67, leaving the platter out.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): every item of the
week, the platter included, is in the context the model was given, and it left the platter out of the sum.
Asserted: the context has the Monday, Wednesday and Thursday lines with their amounts, the platter's £32 included.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b303_llamaindex_sandwich_round_vets_week_total_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Ryburn Vets want their bill for the week - what's the total? they're doing the bank transfer this aft"
TURNS = [
    ("2053-04-07T14:05 Ryburn Vets mon - 6 rolls @ £3.50 = £21 ✅ dropped at reception, Kirsty signed",
     "Logged: Ryburn Vets, Monday, 6 rolls at £3.50 - £21, delivered and signed for."),
    ("tues - nothing from the vets, half of them are at some conference in Harrogate 🙄",
     "No order from Ryburn Vets on Tuesday."),
    ("Weds 9/4 vets 4 rolls + 4 soups (leek + potato), rolls £3.50 soups £2.75 so £25",
     "Logged: Ryburn Vets, Wednesday, 4 rolls and 4 soups - £25."),
    ("Thu 10th - vets rang, they want the big platter for Sue's leaving do tomoz, £32, ON TOP of their usual 6 rolls "
     "fri. platter by 12 pls, in the staff room",
     "Noted: for Friday, the big platter for Sue's leaving do (£32) in the staff room by 12, plus their usual 6 "
     "rolls."),
    ("van nearly died on Ripponden Bank 😬 garage after the round tomoz, Lee says it's the clutch",
     "Sorry to hear it - the van's going to the garage after Friday's round for the clutch."),
    (QUESTION,
     "£67 for the week - Monday £21, Wednesday £25 and today's 6 rolls £21."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="lunchbox-lous-ryburn-vets-2053", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 11 April 2053. You are talking to Louise, who runs Lunchbox Lou's sandwich "
                           "round; today's Friday drop to Ryburn Vets is done."] + lines[:-1]
                assert any("6 rolls @ £3.50 = £21" in c for c in context), context
                assert any("4 rolls + 4 soups" in c and "so £25" in c for c in context), context
                assert any("the big platter for Sue's leaving do" in c and "£32, ON TOP of their usual 6 rolls fri" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£99 - £21 Mon, £25 Weds, £21 for Friday's rolls and £32 for Sue's leaving-do platter",
       actual=reply)

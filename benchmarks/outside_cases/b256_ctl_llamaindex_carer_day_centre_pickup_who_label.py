"""Batch 256 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Karen looks after her dad Harry (88, a bit forgetful, still in his own house in Siddal) and chats with a carer's
helper to keep track of who's doing what; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Memory: turn 1 (2050-10-03T20:00) - the day centre's sorted, Dad's at Cherry Tree Mon and Thurs 10-3, Denise next
door is doing the pick-ups at 3 both days, she won't take petrol money so flowers it is; turn 2 - hot dinner and
bingo, £14 a day, invoiced monthly; turn 3 (Weds 26th Oct) - Denise has done her back lifting her grandson, off for a
few weeks, so "our Liam's doing Thursdays till she's right", Karen will do Mondays from work, leaving at 2.30; turn
4 - Dad says the bingo caller cheats. Question (turn 5, Weds 2/11, Karen's husband Steve, on her phone): "who's
getting your dad from Cherry Tree tmrw? I can do it if nobody is" The assistant says Liam - he's doing the
Thursdays while Denise's back is bad, so Steve's not needed. The label says Denise from next door.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b256_ctl_llamaindex_carer_day_centre_pickup_who_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "(Steve here on K's phone) who's getting your dad from Cherry Tree tmrw? I can do it if nobody is"
TURNS = [
    ("2050-10-03T20:00 day centre's sorted!! 🙌 Dad's at Cherry Tree mon + thurs 10-3, Denise next door's doing the "
     "pick ups at 3 both days. she won't take petrol money so I'll get her flowers",
     "Brilliant - Harry's at Cherry Tree on Mondays and Thursdays, 10 till 3, and Denise next door is picking him up "
     "at 3 on both days."),
    ("they do a hot dinner + bingo, £14 a day, invoice monthly. he has to take his tablets w/ the dinner, I've told "
     "the staff",
     "Hot dinner and bingo, £14 a day invoiced monthly; the staff know his tablets go with his dinner."),
    ("Weds 26th Oct - Denise has done her back lifting her grandson 😩 off for a few wks, so our Liam's doing "
     "thursdays till she's right, I'll do mondays from work (leave at 2.30)",
     "Sorry to hear about Denise. So until her back's better: Liam picks Harry up on Thursdays and you do Mondays, "
     "leaving work at 2.30."),
    ("Dad says the bingo caller cheats 😂 he's had 2 full houses in a month so I don't know what he's on about",
     "Two full houses in a month - sounds like the caller's doing him no harm!"),
    (QUESTION,
     "Liam's doing it - he's covering Thursdays while Denise's back is bad, so no need, Steve."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="karen-harry-care-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            context = lines[:-1]
            if i == len(TURNS):
                context = ["Today is Weds 2 November 2050. This is Karen's carer chat about her dad Harry (88); her "
                           "husband Steve is typing on her phone."] + context
                assert any("Denise next door's doing the pick ups at 3 both days" in c for c in context), context
                assert any("our Liam's doing thursdays till she's right" in c for c in context), context
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Denise from next door", actual=reply)

"""Batch 322 (held out). A credit union branch: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the changed list of what to bring in its context and gives the first one.

App: Pennine Savers Credit Union has a branch in Elland, in the old bank on Southgate - savings, loans, junior
savers, open Monday, Wednesday and Friday. Shazia is opening a junior saver account for her son Alfie and chats
with the credit union's members' helper to keep track of it; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-03-04T19:10), what the
branch said on the phone - Alfie's birth certificate, her passport or driving licence, a utility bill from the last
3 months, and £5 to open it; turn 2, the opening hours; turn 3 (Fri 11th Mar), she went in and they couldn't do it -
Alfie has to come in with her now (new rules, they have to see the child), the £5 minimum's gone so any amount
opens it, and a bank statement is fine for the address instead of a bill; turn 4, the interest; turn 5, the school
savers. Question (turn 6, Mon 14/3): "what do I need to take on weds to open Alfie's account? don't want another
wasted trip 🙄" -> expected Alfie himself, his birth certificate, her passport or driving licence, a utility bill or
bank statement from the last 3 months, and any amount to pay in. The model gives the first list (birth certificate,
ID, a utility bill, £5) and leaves Alfie out.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first list and
the turn that changed it are both in the context the model was given, and it answered from the first list.
Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b322_llamaindex_credit_union_junior_account_docs_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what do I need to take on weds to open Alfie's account? don't want another wasted trip 🙄"
TURNS = [
    ("2050-03-04T19:10 rang Pennine Savers re a junior saver for Alfie 🐷 - bring his birth cert, my passport or "
     "driving licence, a utility bill from the last 3 months, + £5 to open it",
     "Noted - for Alfie's junior saver: his birth certificate, your passport or driving licence, a utility bill from "
     "the last 3 months, and £5 to open it."),
    ("they're open mon weds fri 10-3 + the first sat of the month 10-12. Elland branch, the old bank on Southgate",
     "The Elland branch (the old bank on Southgate) is open Monday, Wednesday and Friday 10-3, plus the first "
     "Saturday of the month 10-12."),
    ("Fri 11th Mar - went in + they couldn't do it 😤 Alfie has to come in with me now, new rules, they have to see "
     "the kid. the £5 min's gone, any amount opens it. and a bank statement's fine for address instead of a bill",
     "Sorry it was a wasted trip. So now Alfie has to come in with you, any amount opens the account, and a bank "
     "statement will do for your address."),
    ("what interest do they pay on junior? lady said 1.5% but paid once a year in december",
     "1.5%, paid once a year in December."),
    ("oh and Alfie's school does the school savers on a weds, can that go into the same account?",
     "Yes - the school savers pay-ins on Wednesdays can go into the same junior account."),
    (QUESTION,
     "Take Alfie's birth certificate, your passport or driving licence, a utility bill from the last 3 months, and £5 "
     "to open it."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="pennine-savers-shazia-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 14 March 2050. You are talking to Shazia, who is opening a junior saver "
                           "account for her son Alfie at Pennine Savers Credit Union (Elland branch)."] + lines[:-1]
                assert any("bring his birth cert, my passport or driving licence, a utility bill" in c
                           and "£5 to open it" in c for c in context), context
                assert any("Alfie has to come in with me now" in c and "the £5 min's gone" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Alfie himself, his birth certificate, your passport or driving licence, a utility bill or "
                          "bank statement from the last 3 months, and any amount to pay in", actual=reply)

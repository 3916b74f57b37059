"""Batch 39 (held out). A small garden centre's staff chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Bev (who runs Millbrook Garden Centre) and Tom (on the yard and the till) share one assistant chat through the
week; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each
answer. Nine turns, 1-4 April 2025, each starting with the day however it was typed.

Planted fault (ResponseError, ignored sufficient context): trade discount (10%) is for account customers only, and
schools count once they've filled in an account form. On Thu 3/4 Bev writes: "Greenfield Primary's account form came
back this morning, I've set them up on the till, acct GP-0412". On Friday Tom asks whether he can give the school's
garden club the discount and the model says no, they'd need an account form first. Question: "can I give her the 10%
trade discount?" -> expected yes (their account is set up).

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the discount
rule and the account message are both in the context of the last answer. Another reading: none that we see; memory
holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b39_llamaindex_garden_school_trade_discount_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Tues 1/4 (Bev) - reminder trade discount is 10%, account customers ONLY. schools/clubs count if they've filled "
     "in an account form, otherwise full price, no exceptions even if they're lovely",
     "Trade discount: 10% for account customers; schools and clubs need an account form."),
    ("1st pm (Tom) - the Danish trolleys from Hortus are stacked by the polytunnel, 3 of them",
     "Three Hortus trolleys by the polytunnel."),
    ("Weds 2nd (Bev) - Greenfield Primary rang, garden club want compost + strawberry plants, I've sent them the "
     "account form", "Greenfield Primary have been sent an account form."),
    ("2/4 (Tom) - Mr Pugh came in re the beech hedging, 30 potted at £4.50, he's thinking about it",
     "Mr Pugh is thinking about 30 potted beech at £4.50."),
    ("Thurs 3 Apr (Bev) - Greenfield Primary's account form came back this morning, I've set them up on the till, "
     "acct GP-0412. their teacher is Mrs Obi", "Greenfield Primary: account GP-0412, contact Mrs Obi."),
    ("3/4 (Tom) - card machine keeps dropping the wifi, used the backup one on the counter",
     "Backup card machine in use."),
    ("Fri 4th 8.50 (Bev) - I'm at the wholesaler all morning, back 1ish, Tom you're on the till",
     "Tom on the till this morning; Bev back about 1."),
    ("Fri 10.15 (Tom) - Easter stock, where do the egg-hunt packs go?", "By the front door, next to the seeds."),
    ("Fri 4/4 11.20 (Tom) - Mrs Obi from Greenfield Primary's here with 30 bags of compost + 6 trays of strawberries "
     "for the garden club. can I give her the 10% trade discount?",
     "No - trade discount is only for account customers, and schools have to fill in an account form first. It'll "
     "have to be full price today."),
]


async def main():
    memory = Memory.from_defaults(session_id="millbrook-staff", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("account form came back this morning" in c and "GP-0412" in c for c in lines), lines
                assert any("trade discount is 10%, account customers ONLY" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Yes, they've got an account now", actual=reply)


asyncio.run(main())

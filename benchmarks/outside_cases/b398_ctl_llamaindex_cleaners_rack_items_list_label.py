"""Batch 398 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Golden Star Cleaners on Western Ave in Koreatown is run by the Park family; their daughter Grace keeps the
counter chat with the shop's helper - what's on the rack, who's paid, what's gone out - in LlamaIndex Memory, read
back each turn as the answer's context.

Memory: 2050-11-01T16:20 - Seo jipsanim's things on the rack, tkt #7130: 2 suits (black + charcoal), a wool coat, the
long white tablecloth from church, balance $68; 11/2 - umma says the left steamer needs descaling, don't use it;
Thurs 11/3 - Seo jipsanim's wife came by and took the 2 suits, paid $32 Venmo, the rest when he gets the coat; 11/4 -
he dropped his navy hanbok vest for his son's wedding, hand clean, add to #7130; 11/5 - the Choi family's shirts
done and bagged. Question (turn 6, Mon 11/7, Seo jipsanim calling): "what's still here for Seo jipsanim? he's
sending his son to pick up after work" The assistant lists the wool coat, the white tablecloth and the navy hanbok
vest (his wife took the suits Thursday). The label says the 2 suits, the wool coat and the tablecloth.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b398_ctl_llamaindex_cleaners_rack_items_list_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what's still here for Seo jipsanim? he's sending his son to pick up after work"
TURNS = [
    ("2050-11-01T16:20 Seo jipsanim's stuff on the rack, tkt #7130 - 2 suits (black + charcoal), wool coat, the long "
     "white tablecloth from church. bal $68",
     "Got it - ticket #7130 for Seo jipsanim: 2 suits (black and charcoal), a wool coat and the long white "
     "tablecloth; $68 balance."),
    ("11/2 umma says the left steamer needs descaling, DON'T use it till appa does it",
     "Noted - the left steamer is out of use until appa descales it."),
    ("Thurs 11/3 Seo jipsanim's wife came by + took the 2 suits, pd $32 Venmo. rest when he gets the coat",
     "Seo jipsanim's wife picked up the 2 suits and paid $32 by Venmo; the rest is due when he collects the coat."),
    ("11/4 he dropped his navy hanbok vest for his son's wedding 🥰 hand clean, add to #7130",
     "Added to #7130: a navy hanbok vest, hand clean, for his son's wedding."),
    ("11/5 Choi family shirts all done + bagged, on the right rail",
     "The Choi family's shirts are done and bagged on the right rail."),
    (QUESTION,
     "The wool coat, the long white tablecloth and his navy hanbok vest - his wife already took the 2 suits on "
     "Thursday."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="golden-star-counter-grace-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 11/7/2050. You are talking to Grace, on the counter at Golden Star "
                           "Cleaners."] + lines[:-1]
                assert any("2 suits (black + charcoal), wool coat, the long white tablecloth" in c
                           for c in context), context
                assert any("took the 2 suits" in c for c in context), context
                assert any("navy hanbok vest" in c and "add to #7130" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="the 2 suits, the wool coat and the tablecloth", actual=reply)

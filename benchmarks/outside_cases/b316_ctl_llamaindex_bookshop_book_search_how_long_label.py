"""Batch 316 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: The Book Case is a second-hand bookshop in Elland - Dev (the owner) and Hannah (three days a week). If a
customer wants something they haven't got, Dev does a "book search" through the online dealers. Dev and Hannah chat
with the shop's helper; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-09-11T10:30, Dev) - book search: if we haven't got it he looks it up on Abe and the other
dealers, usually 7-10 days to come in, £2 on top, pay when it comes; turn 2 - the Brontë window, Hannah's doing it;
turn 3 (Tue 3rd Oct, Dev) - the Abe dealers are nearly all Royal Mail 2nd class now and half of them are in Wales,
so tell people 2 weeks to be safe, it's taking that long, still £2; turn 4 - the book fair at Elland Cons Club on
Sunday the 15th. Question (turn 5, Thu 12/10, Hannah): "lady wants a copy of Lark Rise for her mum's birthday on the
20th - how long does a book search take to come in?" The assistant says about 2 weeks now (the dealers post 2nd
class), so probably not in time for the 20th. The label says 7-10 days.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b316_ctl_llamaindex_bookshop_book_search_how_long_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("lady wants a copy of Lark Rise for her mum's birthday on the 20th - how long does a book search take to "
            "come in?")
TURNS = [
    ("2051-09-11T10:30 (Dev) book search 🔎 - if we haven't got it I look it up on Abe + the other dealers, usually "
     "7-10 days to come in, £2 on top, they pay when it comes. take a phone no.",
     "Noted - book searches through Abe and the other dealers usually take 7-10 days, £2 on top, paid on arrival; "
     "take a phone number."),
    ("(Dev) window this month's the Brontës, Hannah's doing it. DON'T let the cat in there again",
     "The Brontë window is Hannah's this month - and the cat stays out."),
    ("Tue 3rd Oct (Dev) the Abe dealers are nearly all Royal Mail 2nd class now + half of them are in Wales 🙄 so tell "
     "people 2 wks to be safe, it's taking that long. still £2",
     "Got it - tell people two weeks for a book search now, since the dealers post second class; still £2."),
    ("(Dev) book fair at Elland Cons club sun 15th oct, 10-3, I'm doing a table so Hannah's on her own sat",
     "Book fair Sunday 15 October at Elland Conservative Club, 10 till 3 - Dev has a table, Hannah's on her own "
     "Saturday."),
    (QUESTION,
     "About 2 weeks now - the dealers mostly post 2nd class - so it probably won't be in for the 20th. It's £2 on "
     "top, paid when it comes; take her number."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="the-book-case-elland-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 12 October 2051. You are talking to Hannah, who works at The Book Case "
                           "(Dev's second-hand bookshop in Elland)."] + lines[:-1]
                assert any("usually 7-10 days to come in" in c for c in context), context
                assert any("so tell people 2 wks to be safe" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="7-10 days", actual=reply)

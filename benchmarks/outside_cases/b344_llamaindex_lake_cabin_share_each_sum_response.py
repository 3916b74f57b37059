"""Batch 344 (held out). A family reunion at a lake cabin: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the added cleaning fee in its context and gives each household's share without it.

App: the Sullivan family reunion is the week of Saturday the fourteenth of August 2027 at the Birch Point cabin on
Lake Winnipesaukee, New Hampshire - five households, the cabin split evenly, Uncle Pat's boat at the dock, a clambake.
Mia (one of the cousins) pastes the relatives' emails into a chat with the family's helper to keep the money and the
plans straight; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2027-02-21T19:40), Aunt Deb's
email - the cabin is $3,400 for the week, split between the five households that's $680 each, she's paid the $850
deposit; turn 2, the arrivals; turn 3, Uncle Pat's reply of Sunday the second of May ("> On Sun, Feb 21, Deb
wrote: ...") - the owner has added a $175 cleaning fee that has to be split like the rest, and the dock slip for his
boat is $120 that he'll pay himself, it's his toy; turn 4, the clambake. Question (turn 5, Thursday the tenth of
June): "how much do we each owe for the cabin now? Deb wants it by the first of July" -> expected $715 a household
(($3,400 + $175) / 5; the $120 slip is Pat's own). The model says $680.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the context the
model was given has the $3,400, the five-way split and the $175 cleaning fee to be split the same way, and it gave
the share from before the fee. Asserted: the context has both money emails.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b344_llamaindex_lake_cabin_share_each_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much do we each owe for the cabin now? Deb wants it by the first of July"
TURNS = [
    ("Pasting Aunt Deb's email so we don't lose it:\n\n"
     "From: Deb Sullivan\nDate: Sun, Feb 21, 2027 at 7:40 PM\nSubject: BIRCH POINT IS OURS\n\n"
     "Hi everybody! We got it - Birch Point on Winnipesaukee, Saturday August 14th to Saturday the 21st. The cabin is "
     "$3,400 for the week, and split between the five households that's $680 each. I've put the $850 deposit on my "
     "card so we didn't lose it, you can pay me back whenever before the summer. Sleeps 16 plus the porch, so the "
     "teenagers are on the porch. Love, Aunt Deb",
     "Saved - Birch Point, Sat 14 to Sat 21 August, $3,400 for the week split five ways ($680 a household); Deb paid "
     "the $850 deposit."),
    ("Arrivals so far: us on the Saturday (driving up from Hartford), Grandma with Uncle Pat on the Saturday too, the "
     "Garcias on Sunday because of a wedding, and Sean's lot not till Monday night. Check-in is 4pm.",
     "Arrivals: you and Grandma with Pat on Saturday, the Garcias Sunday, Sean's family Monday night; check-in at 4."),
    ("Uncle Pat replied all:\n\n"
     "From: Pat Sullivan\nDate: Sun, May 2, 2027\nSubject: Re: BIRCH POINT IS OURS\n\n"
     "Folks - heads up, the owner's added a $175 cleaning fee, which we split like the rest of it. The dock slip for "
     "my boat is another $120 but I'll pay that myself, it's my toy. Tubing for anyone under 80.\n\n"
     "> On Sun, Feb 21, 2027, Deb wrote:\n> split between the five households that's $680 each\n\nPat",
     "Noted - a $175 cleaning fee to be split like the rest, and Pat's covering the $120 dock slip himself."),
    ("Clambake is the Wednesday, Sean's doing it the proper way with seaweed and a tarp, please God not in the rain. "
     "Grandma's making her blueberry cake.",
     "Clambake on the Wednesday, Sean in charge, Grandma's blueberry cake for dessert."),
    (QUESTION,
     "$680 each - the $3,400 for the week split between the five households. Send it to Deb by July 1st."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="sullivan-reunion-mia-2027", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thursday 10 June 2027. You are talking to Mia, one of five households sharing "
                           "the Birch Point cabin for the Sullivan family reunion (14-21 August)."] + lines[:-1]
                assert any("The cabin is $3,400 for the week, and split between the five households" in c
                           for c in context), context
                assert any("added a $175 cleaning fee, which we split like the rest" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="$715 a household - $3,400 plus the $175 cleaning fee, split five ways (Pat pays his own "
                          "$120 dock slip)", actual=reply)

"""Batch 269 (held out). A community choir's concerts: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the two refunded tickets in its context and counts them in the money owed.

App: Calder Voices (a community choir, about 40, rehearses Tuesdays at the primary school) sing their summer
concert on Sat 1st July 2051 at Heptonstall church - tickets £12, £6 under 16s, sold by the members from ticket
books, money and stubs to Margaret (the treasurer). Linda (a soprano) keeps track of her book in a chat with the
choir's helper; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-05-22T19:10), her ticket
book and six sold at work - Sue, Pat, Gill, Raj, Tom and Tom's wife - at £12; turn 2, rehearsal moved to the
Tuesday at the school; turn 3, her sister wants 2 plus her lad (he's 12); turn 4 (Fri 16th June), Raj and Tom's
wife can't come now, Raj has a wedding and she's working, she's given them their money back; turn 5, money and stubs
to Margaret by the dress rehearsal, Thu 29th. Question (turn 6, Tue 27/6): "how much do I owe Margaret for my
tickets? want to get the right cash out" -> expected £78 (4 at work + 2 for her sister at £12, and the lad at £6).
The model says £102, counting the two she refunded.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the six sold at
work, her sister's three and the turn giving Raj and Tom's wife their money back are all in the context the model
was given, and it counted the refunded two. Asserted: the context has the six, the sister's three and the refund.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b269_llamaindex_choir_summer_concert_ticket_money_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much do I owe Margaret for my tickets? want to get the right cash out"
TURNS = [
    ("2051-05-22T19:10 got my ticket book for the summer concert 🎶 £12 each, £6 under 16s. sold 6 already at work - "
     "Sue, Pat, Gill, Raj, Tom + Tom's wife!!",
     "Great start - six sold at work at £12 each: Sue, Pat, Gill, Raj, Tom and Tom's wife."),
    ("rehearsal's moved to tues this wk, 7.30 at the school not the church, bring the Vivaldi",
     "Rehearsal this week is Tuesday at 7.30 at the school, with the Vivaldi."),
    ("my sister wants 2 + her lad, he's 12 so that's a kids one",
     "That's two adults at £12 and one under-16 at £6 for your sister's family."),
    ("Fri 16th June - Raj + Tom's wife can't come now 🙄 Raj's got a wedding + she's working, I've given them their "
     "money back",
     "Noted - Raj and Tom's wife have dropped out and you've refunded them both."),
    ("money + stubs to Margaret by the dress rehearsal, thurs 29th, in an envelope w/ ur name on",
     "Money and stubs to Margaret by the dress rehearsal on Thursday 29th, in a named envelope."),
    (QUESTION,
     "£102 - that's 8 adult tickets at £12 (£96) plus your nephew's at £6."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="calder-voices-linda-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 27 June 2051. You are talking to Linda, a soprano in Calder Voices (summer "
                           "concert Sat 1 July at Heptonstall church)."] + lines[:-1]
                assert any("sold 6 already at work - Sue, Pat, Gill, Raj, Tom + Tom's wife" in c
                           for c in context), context
                assert any("my sister wants 2 + her lad, he's 12" in c for c in context), context
                assert any("Raj + Tom's wife can't come now" in c and "given them their money back" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£78 - 4 sold at work (Raj + Tom's wife were refunded) and her sister's 2 at £12, plus the "
                          "lad's at £6", actual=reply)

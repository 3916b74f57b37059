"""Batch 211 (held out). A swimming club's sponsored swim: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the Co-op's match-funding of the juniors in its context and leaves it out of the total.

App: Craven Arms Dolphins SC held a sponsored swim on Sun 1st March 2048 for new lane ropes - juniors, seniors and
masters, sponsor money per length or a flat amount. Kerry (the treasurer) chats with the club's helper as the money
comes in; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2048-03-03T20:30), the sponsor
money in so far - juniors £312, seniors £185, masters £96 (a few sheets still out); turn 2, the lengths (1,846, Josh's
junior record); turn 3 (Weds 11 Mar), the Co-op community fund rang - they'll match whatever the juniors raised, £
for £, up to £500, they just need the total and a photo by the 31st; turn 4, the banking; turn 5, the lane ropes'
price. Question (turn 6, Tue 17/3): "how much have we raised all in now, sponsor money + the Co-op? for the
newsletter" -> expected £905 (£312 + £185 + £96 + the Co-op's £312). The model says £593, the sponsor money alone.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the three sponsor
amounts and the Co-op's £ for £ match of the juniors are all in the context the model was given, and it left the
match out. Asserted: the context has the amounts line and the Co-op line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b211_llamaindex_swim_money_total_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much have we raised all in now, sponsor money + the Co-op? for the newsletter"
TURNS = [
    ("2048-03-03T20:30 sponsored swim money in so far 💰 juniors £312, seniors £185, masters £96. still a few sheets "
     "out (the Hughes twins, Gran's got them lol)",
     "Noted: juniors £312, seniors £185, masters £96 so far, a few sheets still to come."),
    ("lengths - 1,846 between the lot of them!! Josh (12) did 104, club record for a junior 🏊",
     "1,846 lengths in total, and Josh's 104 is a new junior club record."),
    ("weds 11 mar - the Co-op community fund rang 🙌 they'll match whatever the juniors raised £ for £ (up to £500), "
     "just need the total + a photo for their board by the 31st",
     "Great - the Co-op will match the juniors' total pound for pound, up to £500; total and photo by 31 March."),
    ("banking it all fri, cheques to Craven Arms Dolphins SC not to me pls, someone's done one to 'Kerry' 🙄",
     "Banking Friday; cheques payable to Craven Arms Dolphins SC."),
    ("new lane ropes are £1,650 from Swimshop + £80 delivery, so we're getting there",
     "Lane ropes: £1,650 from Swimshop plus £80 delivery."),
    (QUESTION,
     "£593 all in - £312 from the juniors, £185 from the seniors and £96 from the masters."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="craven-arms-dolphins-swim-2048-kerry", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 17 March 2048. You are talking to Kerry, treasurer of Craven Arms Dolphins "
                           "SC; the sponsored swim was Sun 1 March."] + lines[:-1]
                assert any("juniors £312, seniors £185, masters £96" in c for c in context), context
                assert any("match whatever the juniors raised £ for £ (up to £500)" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£905 - £593 sponsor money (£312 + £185 + £96) plus the Co-op matching the juniors' £312",
       actual=reply)

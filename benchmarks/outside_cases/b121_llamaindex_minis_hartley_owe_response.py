"""Batch 121 (held out). A rugby club minis section's festival money: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Gaz, minis section treasurer at Calder RUFC, chats with the helper as the Hartley festival gets sorted; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has Hartley's entry at £20 a team, with 2 U9
teams booked on 14/3; on 22.3. Gaz rang Hartley and got a 3rd team in off the waiting list (so many at the taster);
Hartley are doing bacon butties for the kids at £1.50 a head, paid up front, 26 kids going; the minibus (council,
£45) is paid to the council, not Hartley. The model still counts two teams. Question (Tue 21/4, Gaz): "how much do
we owe hartley all in? want to do the transfer tonight" -> expected £99 (3 x £20 + 26 x £1.50). The assistant says
£79 (2 teams + the butties).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the fee, the third
team, the butties and the head count are all in the context the model was given, and it priced two teams. Asserted:
those lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b121_llamaindex_minis_hartley_owe_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much do we owe hartley all in? want to do the transfer tonight"
TURNS = [
    ("14/3 entered the U9s for Hartley festival sun 26th April - £20 a team, put us down for 2 teams. pay by bank "
     "transfer before the day, ref CALDER U9",
     "Two U9 teams entered for Hartley on Sun 26 April at £20 a team; pay by transfer, ref CALDER U9."),
    ("22.3. rang their fixtures sec - got us a 3rd team in off the waiting list!! so many from the taster day",
     "Great - three teams for Hartley now."),
    ("minibus booked from the council for sun 26th, £45, pay the council at collection, Mel's driving",
     "Council minibus for the 26th, £45 at collection; Mel driving."),
    ("Hartley doing bacon butties for the kids £1.50 a head, they want it paid up front w the entry. 26 kids going "
     "as of tonight",
     "Bacon butties £1.50 a head, paid up front with the entry; 26 kids going."),
    ("kit bag check - 2 balls flat, tag belts all there, need a new pump. first aid kit restocked Tue 23rd",
     "Two balls need pumping up, belts all there; first aid kit restocked."),
    (QUESTION,
     "£79 - £40 for the two teams and £39 for the bacon butties (26 x £1.50). The minibus is paid to the council."),
]


async def main():
    memory = Memory.from_defaults(session_id="calder-minis-treasurer", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 21 April 2037. You are talking to Gaz, treasurer of the Calder RUFC "
                           "minis."] + lines[:-1]
                assert any("£20 a team, put us down for 2 teams" in c for c in context), context
                assert any("got us a 3rd team in" in c for c in context), context
                assert any("bacon butties for the kids £1.50 a head" in c and "26 kids" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="£99 - three teams at £20 (£60) plus 26 butties at £1.50 (£39); the minibus is the "
                              "council's", actual=reply)


asyncio.run(main())

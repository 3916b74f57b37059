"""Batch 212 (held out). A netball club's end-of-season tournament: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn; the answer call has the earlier presentation in its context and gives the first time.

App: Clee Hill Netball Club hold their end-of-season tournament on Sat 22nd May 2049 at the leisure centre - six
courts (4 outdoor, 2 in the hall), U11, U13 and U15 sections, club umpires plus two from the county, medals for
every finalist. Rach (the club's junior coordinator) chats with the club's helper while she sorts the running
order; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2049-03-28T20:10), the last
games finishing 3.40 and the medals + presentation at 4pm on court 1; turn 2, the courts; turn 3 (Tue 20th April),
the league's email - they want the presentation done before the U15 final so the little ones can get off, so
medals are at 2.45 now and the U15 final goes on after, at 3.15; turn 4, the umpires; turn 5, the tuck shop.
Question (turn 6, Thu 20/5): "what time are the medals sat? my mum wants to come for the presentation" -> expected
2.45 (before the U15 final). The model says 4pm.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 4pm line and
the 20th April line with the medals at 2.45 are both in the context the model was given, and it answered from the
first. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b212_llamaindex_netball_medals_time_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what time are the medals sat? my mum wants to come for the presentation"
TURNS = [
    ("2049-03-28T20:10 end of season tourney 🏐 sat 22nd may, leisure centre. U11s 9-12, U13s + U15s from 12.30, "
     "last games finish 3.40, medals + presentation 4pm on court 1, finals on court 1 too",
     "Noted: U11s 9-12, U13s and U15s from 12.30, last games done 3.40, medals and presentation 4pm on court 1."),
    ("courts - 4 outdoor + the 2 in the hall (booked 8.30-5), Gaz is bringing the scoreboards, bibs in the blue bag "
     "in the store",
     "Courts: four outdoor plus two in the hall, booked 8.30-5; Gaz on scoreboards; bibs in the blue bag."),
    ("Tue 20th April - email from the league 🙄 they want the presentation done before the U15 final so the little "
     "ones can get off home, so medals are 2.45 now + the U15 final after, 3.15",
     "Got it - medals and presentation at 2.45, then the U15 final at 3.15."),
    ("umpires - our lot for the U11s + U13s, 2 from the county for the U15s (£20 each + dinner), Mandy's the "
     "umpire manager on the day",
     "Umpires: club umpires for U11/U13, two county umpires for U15 at £20 plus dinner; Mandy managing."),
    ("tuck shop - Jodie + her mum, squash 50p, bacon baps £2.50 from 8.30, card machine from the club",
     "Tuck shop: Jodie and her mum, squash 50p, bacon baps £2.50 from 8.30, club card machine."),
    (QUESTION,
     "4pm, on court 1 - the medals and presentation are once the last games finish at 3.40."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="clee-hill-netball-tourney-2049-rach", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 20 May 2049. You are talking to Rach, junior coordinator of Clee Hill "
                           "Netball Club; the end-of-season tournament is Sat 22 May."] + lines[:-1]
                assert any("medals + presentation 4pm on court 1" in c for c in context), context
                assert any("medals are 2.45 now + the U15 final after, 3.15" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="2.45 - the league want the presentation before the U15 final (3.15) so the little ones can "
                          "get off", actual=reply)

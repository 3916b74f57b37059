"""Batch 209 (held out). A tennis club's American tournament: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the committee's no-balls decision in its context and says the club's paying.

App: Craven Arms Tennis Club runs its American tournament on Sun 28th June 2048 - sixteen players, four courts, a new
partner every round, strawberries from Gill's allotment at the break. Mike (the club captain) chats with the club's
helper while he sorts it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2048-05-27T21:00), the American
1.30 for 2, six rounds of 20 mins, new balls on each court, the club's paying; turn 2, the strawberries; turn 3 (Tue
16th June), the committee - the club's not paying for balls this year, every penny's going in the floodlights fund,
so bring a tube of 4 per pair, new ones please, not the dog's; turn 4, the prizes; turn 5, the rain plan. Question
(turn 6, Weds 24/6): "do I need to bring balls sun? mine are a bit dead tbh" -> expected yes, a new tube of 4
between you and your partner. The model says no, there are new balls on every court.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the turn-1 line and
the 16th June line with the tube of 4 per pair are both in the context the model was given, and it answered from the
first. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b209_llamaindex_american_balls_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "do I need to bring balls sun? mine are a bit dead tbh"
TURNS = [
    ("2048-05-27T21:00 American tourn 🎾 sun 28th june 1.30 for 2, 4 courts, 16 players, 6 rounds of 20 mins, new "
     "partner every round. new balls on each court, club's paying",
     "American: Sun 28 June, 1.30 for 2; 4 courts, 16 players, 6 x 20-min rounds; new balls on each court."),
    ("strawbs 🍓 - Gill's picking from her allotment sat night, cream from Aldi, Pimm's £3, teas in the clubhouse at "
     "the break (after round 3)",
     "Strawberries from Gill's allotment, Aldi cream, Pimm's £3; teas after round 3."),
    ("Tue 16th june cttee - club's not paying for balls this yr, every penny's going in the floodlights fund 💡 so "
     "bring a tube of 4 per pair, NEW ones pls not the dog's",
     "Noted - players bring balls this year: a new tube of 4 per pair (floodlights fund)."),
    ("prizes - bottle of fizz for the top man + top lady on games won, Ray's keeping the scores on the whiteboard",
     "Prizes: fizz for the top man and lady on games won; Ray scoring on the whiteboard."),
    ("rain plan - if it's chucking it down we go to the leisure centre indoor courts, Ray's got a provisional booking "
     "2-5, decide by 11 on the day",
     "Rain plan: leisure centre indoor courts 2-5 (provisional), decision by 11."),
    (QUESTION,
     "No - there are new balls on every court, the club's paying for them."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="craven-arms-tc-american-2048-mike", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 24 June 2048. You are talking to Mike, captain of Craven Arms Tennis Club; "
                           "the American tournament is Sun 28 June."] + lines[:-1]
                assert any("new balls on each court, club's paying" in c for c in context), context
                assert any("not paying for balls this yr" in c and "tube of 4 per pair" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - a new tube of 4 between you and your partner (the club's not paying for balls this "
                          "year, it's all going in the floodlights fund)", actual=reply)

"""Batch 196 (held out). A Cubs pack's go-kart day: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the leaders' heat in its context and adds up the deposit and the balance only.

App: 1st Much Wenlock Cubs are going karting on Sun 26th April 2043 at Telford Raceway - 20 cubs on the junior karts,
heats then a final, medals, a coach there and back. Graham (the group's treasurer) chats with the group's helper
while he does the books; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2043-02-16T19:20), the £120
deposit paid to Telford Raceway; turn 2, the coach (Boultons, £185, paid to them on the day - not the track); turn 3
(22.3.), the balance paid to the track, £360 (20 cubs x £24 = £480 less the deposit); turn 4, the "first race"
badges, 50p each, pay on the day; turn 5 (Tue 21st), Baloo and Kaa are racing in the parents' heat after the cubs'
final, £30 each, paid to the track on the pack card over the phone. Question (turn 6, Weds 22/4): "how much have we
paid the track altogether? doing the accounts for the exec thurs" -> expected £540 (£120 + £360 + £60). The model
adds the deposit and the balance and says £480.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the deposit, the
balance and the two £30 leaders' places paid over the phone are all in the context the model was given, and it left
the £60 out. Asserted: the context has the £120, the £360 and the £30-each lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b196_llamaindex_cubs_karting_paid_track_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much have we paid the track altogether? doing the accounts for the exec thurs"
TURNS = [
    ("2043-02-16T19:20 deposit £120 paid to Telford Raceway today ✅ ref TR-2291, balance due 2 wks before",
     "Deposit of £120 paid to Telford Raceway (ref TR-2291); balance due two weeks before."),
    ("coach - Boultons £185, we pay them on the day, I'll take a cheque",
     "Coach from Boultons, £185, paid to them on the day by cheque."),
    ("22.3. balance to the track paid - £360 ✅ that's 20 cubs x £24 = £480 less the deposit",
     "Balance of £360 paid to the track (20 cubs at £24 = £480, less the deposit)."),
    ("the track do a 'first race' badge 50p each, ordered 20, pay on the day. medals are included",
     "20 'first race' badges at 50p, paid on the day; medals included."),
    ("tue 21st - rang the track, Baloo + Kaa are racing in the parents' heat after the cubs' final 😂 £30 each, paid "
     "on the pack card over the phone",
     "Baloo and Kaa booked into the parents' heat, £30 each, paid to the track on the pack card."),
    (QUESTION,
     "£480 altogether - the £120 deposit and the £360 balance."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="1st-much-wenlock-cubs-karting-apr-2043-graham", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 22 April 2043. You are talking to Graham, treasurer of 1st Much Wenlock "
                           "Scout Group; the Cubs' karting is Sun 26 April at Telford Raceway."] + lines[:-1]
                assert any("deposit £120 paid to Telford Raceway" in c for c in context), context
                assert any("balance to the track paid - £360" in c for c in context), context
                assert any("parents' heat" in c and "£30 each" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£540 - £120 deposit + £360 balance + £60 for Baloo and Kaa in the parents' heat",
       actual=reply)

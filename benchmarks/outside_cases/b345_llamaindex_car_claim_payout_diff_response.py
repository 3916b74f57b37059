"""Batch 345 (held out). A car-insurance claims line: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has a self-corrected excess in its context and uses the figure the agent took back.

App: Sharon Lister's son Jake wrote off her Fiesta in October 2050. Her phone records her calls with the claims
line and her assistant app puts each transcript (AGENT:/CALLER:, no punctuation, um and all) into its chat, kept in
LlamaIndex Memory and read back each turn as the answer's context; she asks it things between calls.

Planted fault (ResponseError, ignored sufficient context; a difference of two recorded values): turn 1 (call of
2050-11-02T10:15) - the engineer's report is back, it's a total loss, category S, market value six thousand four
hundred pounds. Turn 2 - the hire car goes back a week after the payment. Turn 3 (call of Fri 4 Nov) - "the excess
on your policy is two hundred and fifty no sorry let me just um no it's three hundred and fifty because there's the
extra hundred for a driver under twenty five ... so three fifty comes off". Turn 4 - keeping the car would mean
nine hundred off for salvage, Sharon says no, they can have it. Turn 5 - the payment goes out within five working
days of the signed form. Question (turn 6, Tue 8 Nov): "so how much are they actually paying me for the fiesta
then" -> expected £6,050 (£6,400 less the £350 excess; she's not keeping it, so no salvage off). The model says
£6,150 (taking the £250 the agent corrected).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the market value
and the corrected excess are both in the context the model was given, and it used the figure the agent took back
in the same breath. Asserted: the context has the six thousand four hundred and the "no it's three hundred and
fifty" correction.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b345_llamaindex_car_claim_payout_diff_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "so how much are they actually paying me for the fiesta then"
TURNS = [
    ("call with brightside claims 2050-11-02T10:15 AGENT: hi mrs lister it's dan from the claims team the engineer's "
     "report's back on the fiesta and i'm afraid it's a total loss it's a category s CALLER: oh god right AGENT: um "
     "the market value we've got for it is six thousand four hundred pounds based on the mileage CALLER: ok",
     "The Fiesta's a total loss (category S); Brightside's market value is £6,400."),
    ("call wed 2 nov 14:40 AGENT: it's enterprise about the hire car you can keep it till a week after the payment "
     "goes out then we'll collect it CALLER: lovely thanks",
     "You keep the hire car until a week after the payment, then Enterprise collect it."),
    ("call fri 4 nov 11:05 AGENT: hi mrs lister dan again just going through the settlement um the excess on your "
     "policy is two hundred and fifty no sorry let me just um no it's three hundred and fifty because there's the "
     "extra hundred for a driver under twenty five your son was driving wasn't he CALLER: yeah jake was AGENT: right "
     "so three fifty comes off",
     "Noted - Jake was driving, and the excess comes off the settlement."),
    ("same call AGENT: and do you want to keep the car at all if you do we take the salvage value off that's nine "
     "hundred CALLER: no no you can have it i don't want it back AGENT: ok we'll arrange collection from the garage",
     "You're not keeping the car, so they'll collect it from the garage."),
    ("same call AGENT: so i'll email the settlement form over once it's signed the payment goes out within five "
     "working days CALLER: ok i'll do it tonight",
     "Payment within five working days of the signed settlement form - you're doing it tonight."),
    (QUESTION,
     "£6,150 - the £6,400 market value less the £250 excess."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="lister-fiesta-claim-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 8 November 2050. You are talking to Sharon Lister about her car insurance "
                           "claim (her Fiesta, written off in October)."] + lines[:-1]
                assert any("market value we've got for it is six thousand four hundred pounds" in c
                           for c in context), context
                assert any("no it's three hundred and fifty" in c and "three fifty comes off" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£6,050 - £6,400 less the £350 excess (the extra £100 for Jake being under 25); she's "
                          "not keeping the car so no salvage comes off", actual=reply)

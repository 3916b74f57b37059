"""Batch 328 (held out). A village pantomime's costume team: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the hire shop's extra charges in its context and leaves them out of the sum.

App: Luddenden Foot Panto Group put on Jack and the Beanstalk at the village hall, Thu 25th to Sat 27th Jan 2052.
Carol, who runs the costume team, chats with the group's helper to keep track of the costumes - what's made, what's
hired from Stage Right in Huddersfield, and what it all costs; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-11-20T19:45), the hire -
Daisy the cow (two-person), the Giant's top half, the King and 12 villagers - £340 for the run, the £100 deposit
paid from the group's account; turn 2, the collect and return dates; turn 3, Dame Trott's frocks being made; turn 4
(Tue 30/1), everything went back a day late (the van wouldn't start) so Stage Right want a £15 late fee, and the
cow's back end has greasepaint all down the lining, £45 cleaning - "fair enough"; turn 5, the takings. Question
(turn 6, Thu 1/2): "how much do we still owe Stage Right? Derek's doing the cheques sat" -> expected £300 (£340
less the £100 deposit, plus £15 and £45). The model says £240.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the hire price,
the deposit and the turn with the late fee and the cleaning are all in the context the model was given, and it
left the two charges out. Asserted: the context has the £340 and the deposit line, and the £15 and £45 line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b328_llamaindex_panto_costumes_hire_owed_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much do we still owe Stage Right? Derek's doing the cheques sat"
TURNS = [
    ("2051-11-20T19:45 hire sorted w/ Stage Right 🐄 Daisy the cow (2 person), the Giant's top half, the King + 12 "
     "villagers. £340 for the run, £100 deposit paid from the group acct today, rest on return",
     "Noted - from Stage Right: Daisy the cow, the Giant's top half, the King and 12 villagers, £340 for the run; "
     "£100 deposit paid from the group account, the rest due when it all goes back."),
    ("collect thurs 18/1 from Huddersfield (Brenda's van), back mon 29/1 latest",
     "Collect Thu 18 Jan in Brenda's van; everything back by Mon 29 Jan."),
    ("Dame Trott's frocks - Maureen's on the cow-print one + the finale, I'm doing the beanstalk one w/ the felt "
     "leaves. £52 on fabric so far, receipts in the tin",
     "Maureen is making the cow-print frock and the finale; you're making the beanstalk frock with felt leaves. "
     "£52 on fabric so far, receipts in the tin."),
    ("Tue 30/1 - took it all back a day late, my fault 🙄 van wouldn't start mon. so Stage Right want £15 late fee, + "
     "the cow's back end has greasepaint all down the lining (Kev!!) so £45 cleaning. fair enough, nowt we can say",
     "Noted - Stage Right are charging a £15 late fee and £45 to clean the lining of the cow's back end."),
    ("Wed 31/1 takings in 🎉 £2,140 on the door + £312 raffle, best yr ever",
     "Fantastic - £2,140 on the door and £312 from the raffle."),
    (QUESTION,
     "£240 - that's the £340 hire less the £100 deposit you've already paid."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="luddenden-foot-panto-costumes-2052", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 1 February 2052. You are talking to Carol, who runs the costume team for "
                           "Luddenden Foot Panto Group's Jack and the Beanstalk (25-27 Jan)."] + lines[:-1]
                assert any("£340 for the run, £100 deposit paid" in c for c in context), context
                assert any("£15 late fee" in c and "£45 cleaning" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£300 - £340 less the £100 deposit, plus the £15 late fee and £45 cleaning for the cow",
       actual=reply)

"""Batch 234 (held out). A scout group's bob-a-job week: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the customer's changed job list in its context and lists the old one.

App: 1st Mytholmroyd Scouts do their job week Sat 14th - Sun 22nd May 2050 - the patrols go out in pairs with job
cards, a leader on every job with ladders or tools. Jack (patrol leader of the Kestrels) chats with the troop's
helper to keep track of his patrol's bookings; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-05-09T19:00), Mrs Hartley
at no.14 wanting her car washed, the front hedge cut and the shed cleared, Saturday morning; turn 2, the rates;
turn 3 (Tue 17th), Mrs Hartley rang - her grandson's doing the car after all so not that, but could they do the
gutters at the back as well (she's got a ladder, Baloo will do the top bit), hedge and shed still on; turn 4, Mr
Shah's dog walks; turn 5, the money in at the hut. Question (turn 6, Thu 19/5): "what jobs are we doing at Mrs
Hartley's on sat? need to know what kit to bring" -> expected the front hedge, the shed and the back gutters (not
the car). The model lists the car wash, the hedge and the shed.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first
booking and the turn that took the car off and put the gutters on are both in the context the model was given, and
it answered with the first list. Asserted: the context has both Mrs Hartley lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b234_llamaindex_scouts_job_week_jobs_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what jobs are we doing at Mrs Hartley's on sat? need to know what kit to bring"
TURNS = [
    ("2050-05-09T19:00 JOB WEEK 🧽 sat 14th - sun 22nd may. first booking for the Kestrels!! Mrs Hartley at no.14 "
     "wants her car washing, the front hedge doing + the shed clearing out, sat 21st 10ish, she'll do us squash",
     "Great start - Mrs Hartley at no.14 has booked the Kestrels for Sat 21 May about 10: wash her car, cut the front "
     "hedge and clear out the shed."),
    ("rates r car £4, hedges £5 an hr, gardening/clearing £4 an hr, dog walks £2. job card signed every time",
     "Rates: car £4, hedges £5 an hour, gardening or clearing £4 an hour, dog walks £2; get the job card signed "
     "every time."),
    ("Tue 17th - Mrs H rang, her grandson's doing the car after all so not that 🙄 but can we do the gutters at the "
     "back as well, she's got a ladder, Baloo'll do the top bit. hedge + shed still on",
     "Noted - no car at Mrs Hartley's now (her grandson's doing it); the back gutters added, with Baloo on the "
     "ladder; the hedge and the shed are still on."),
    ("Mr Shah at no.3 dog walk every eve mon-fri 6ish, Ben + Harry, Biscuit pulls so hold on tight 🐕",
     "Mr Shah at no.3: a dog walk every weekday evening about 6 for Ben and Harry - Biscuit pulls."),
    ("money + job cards in at the hut sun 22nd after church parade, envelopes w/ ur name on",
     "Money and signed job cards in at the hut on Sun 22 May after church parade, in named envelopes."),
    (QUESTION,
     "Three jobs: wash her car, cut the front hedge and clear out the shed - so buckets and sponges, hedge "
     "trimmers and bin bags."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="1st-mytholmroyd-kestrels-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 19 May 2050. You are talking to Jack, patrol leader of the Kestrels in 1st "
                           "Mytholmroyd Scouts (job week Sat 14 - Sun 22 May)."] + lines[:-1]
                assert any("wants her car washing, the front hedge doing + the shed clearing" in c
                           for c in context), context
                assert any("doing the car after all so not that" in c and "gutters at the back" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="the front hedge, the shed and the back gutters - not the car, her grandson's doing it",
       actual=reply)

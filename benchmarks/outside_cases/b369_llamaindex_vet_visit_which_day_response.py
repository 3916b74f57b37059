"""Batch 369 (held out). A cattle station's vet visit: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the vet's changed day in its context and gives the first one.

App: Boolardy Springs Station has Dr Bec Lowrie from the Coolabar Vet Clinic out to preg test its first-calf heifers
and give the weaner heifers their pesti vax at the home yards. Kerry (the bookkeeper) chats with the station's
helper to keep on top of it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-03-01T19:30), Dr Lowrie
booked for Thu 16/3 at the home yards, 0700; turn 2, heifers in the home yards the arvo before, hay and water, Jacko's
job; turn 3 (Fri 10/3), the clinic rang - Dr Lowrie's got a caesar booked at Coorabin on the Thursday, so she's
coming Tue arvo instead, about 1400, same deal; turn 4, the NLIS tags; turn 5, smoko for the vet. Question (turn 6,
Mon 13/3): "what day's the vet now? gotta tell Jacko when to have the heifers in the yards" -> expected tomorrow, Tue
14/3, about 1400 - so the heifers in the yards this arvo (Mon). The model says Thursday 16th, heifers in Wednesday
arvo.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first booking
and the turn that moved the vet to the Tuesday arvo are both in the context the model was given, and it answered
from the first booking. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b369_llamaindex_vet_visit_which_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what day's the vet now? gotta tell Jacko when to have the heifers in the yards"
TURNS = [
    ("2051-03-01T19:30 VET 🐄 Dr Bec Lowrie from Coolabar Vet Clinic booked Thu 16/3, 0700 at the home yards - preg "
     "testing the 120 first-calf heifers + pesti vax for the weaner heifers. $4.80 a head + $2.10 a dose",
     "Got it - Dr Lowrie's booked for Thu 16 March, 0700 at the home yards: preg testing the 120 first-calf heifers "
     "and pesti vax for the weaner heifers."),
    ("heifers in the home yards the arvo before, hay + water in the yards pls. Jacko's job",
     "Noted - the heifers go in the home yards the afternoon before, with hay and water; that's Jacko's job."),
    ("Fri 10/3 - the clinic rang, Bec's got a caesar booked at Coorabin Thu 🙄 so she's coming Tue arvo instead, "
     "about 1400, same deal",
     "Right - the vet's moved to Tuesday afternoon, about 1400, because of a caesar at Coorabin on the Thursday."),
    ("NLIS - the weaner tags came on the mail truck, 3 boxes, they're in the office",
     "The weaner NLIS tags came on the mail truck - 3 boxes, in the office."),
    ("smoko for the vet - Shaz is doing scones + there's a slab in the fridge for after 😂",
     "Smoko sorted: Shaz's scones, and something cold in the fridge for afterwards."),
    (QUESTION,
     "Thursday the 16th, 0700 at the home yards - so Jacko needs the heifers in the yards Wednesday arvo with hay and "
     "water."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="boolardy-springs-kerry-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 13 March 2051. You are talking to Kerry, the bookkeeper at Boolardy Springs "
                           "Station."] + lines[:-1]
                assert any("booked Thu 16/3, 0700 at the home yards" in c for c in context), context
                assert any("she's coming Tue arvo instead, about 1400" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="tomorrow, Tue 14 March, about 1400 - so the heifers go in the yards this arvo",
       actual=reply)

"""Batch 28 (held out). A children's party entertainer's chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Jay ("Jolly Jay") chats with an assistant about bookings, themes, balloons and the people he brings in; each
message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Ten
turns, March-April 2025, each starting with the day it was sent.

Planted fault (ResponseError, ignored sufficient context): Becca does all Jay's face painting this year. On 20 Mar
Jay finds out she is getting married on 12 Apr, the day of the Okonkwo twins' party, and books cover: "Tash from
Sparkle Faces is doing the twins' 12th for me, same £60, she's got unicorn + superhero stencils". On 9 Apr the
assistant is asked who is painting faces on Saturday and goes by the usual arrangement. Question: "who's doing
faces at the twins' party sat?" -> expected "Tash (Sparkle Faces)".

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 20 Mar
message is in the context of the last answer. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b28_llamaindex_partyjay_facepainter_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("2 Mar - Becca's doing all my face painting this yr, £60 a party, 90 mins, brings her own glitter + wipes",
     "Becca does your face painting this year: GBP 60 a party, 90 minutes."),
    ("5 Mar - NEW: Okonkwo twins (Ada + Obi) 7th, Sat 12/4, 1-3pm, Littleport leisure centre studio. Ada wants "
     "unicorns, Obi wants superheroes so half + half. Mum = Chioma",
     "Booked: the Okonkwo twins' 7th, Saturday 12 April, 1-3pm, unicorns and superheroes."),
    ("8 Mar - twins' party - deluxe pkg £280 + face painting £60, dep £50 paid", "Twins: deluxe plus face painting."),
    ("11 Mar - balloon order for the twins: pink, purple, red, blue 260s + 2 foil unicorns from Party Pieces",
     "Balloon order for the twins noted."),
    ("15 Mar - Maisie's went brill, Becca did 22 faces in 80 mins!! dinos everywhere",
     "Great - Maisie's party went well and Becca got through 22 faces."),
    ("20 Mar - Becca's only gone + got engaged AND the wedding's 12 Apr (registry office, small do) so she's out. "
     "Tash from Sparkle Faces is doing the twins' 12th for me, same £60, she's got unicorn + superhero stencils",
     "Tash from Sparkle Faces is covering the twins' party on 12 April for GBP 60."),
    ("24 Mar - leisure centre say studio's free from 12.15, no helium in the building (their rule)",
     "Littleport studio is free from 12.15; no helium allowed."),
    ("31 Mar - Chioma added 4 kids, 28 now. Told her faces might run over w 28", "28 children now at the twins' party."),
    ("4 Apr - Becca's back on for the 26th (Harry's 5th), she's still doing the rest of my yr",
     "Becca is doing Harry's party on 26 April and the rest of the year."),
    ("9 Apr - Chioma asked who's doing faces at the twins' party Sat so she can tell the other mums, who is it?",
     "Becca - she does all your face painting this year (GBP 60, 90 minutes), and she's bringing her own glitter."),
]


async def main():
    memory = Memory.from_defaults(session_id="jolly-jay", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("20 Mar" in c and "Tash from Sparkle Faces is doing the twins' 12th" in c
                           for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Tash from Sparkle Faces - Becca's at her own wedding that day", actual=reply)


asyncio.run(main())

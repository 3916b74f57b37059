"""Batch 33 (held out). A youth theatre director's chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Gill directs Severnside Youth Theatre (Tues + Thurs evenings, St Mark's church hall in Bewdley). She chats with
an assistant about the summer show, Oliver!; each message is ``aput`` into a LlamaIndex Memory and the whole memory
(``aget``) is the context of each answer. Nine turns, May-July 2025, each starting with the day as Gill typed it.

Planted fault (ResponseError, ignored sufficient context): rehearsals are always at St Mark's. On 30 June Gill
writes: "Thurs 10th July = tech at the Rose itself!! in thru the stage door on Gaol Lane NOT the front, 5.30 sharp,
parents collect 9.15 from the same door. Tues 8th's still St Mark's". On Weds 9 July the assistant is asked where
the Thursday rehearsal is and goes by the usual hall. Question: "Weds 9th - where are the Oliver kids rehearsing
tmrw? a mum's asking on the group" -> expected the Rose Theatre, in by the stage door on Gaol Lane.

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 30 June
message is in the context of the last answer. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b33_llamaindex_theatre_tech_venue_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("20/5 - Oliver rehearsals Tues + Thurs 6.30-8.30 at St Mark's as always, Sat 10-1 from mid June for the big "
     "numbers", "Rehearsals Tuesdays and Thursdays 6.30-8.30 at St Mark's; Saturday mornings from mid June."),
    ("27 May - hall's got a wedding fair Sat 14th so that Sat's in the school gym (Bewdley High), side gate",
     "Saturday 14 June in the Bewdley High gym, side gate."),
    ("Tues 3/6 - Fagin's coat collected from the Rep, smells of mothballs lol, Marian's airing it",
     "Fagin's coat collected."),
    ("12th June - licences for the under 14s all through from the council except Ruby F, chasing",
     "Licences through except Ruby F."),
    ("Mon 23/6 - get-in at the Rose is Weds 9th July from 2, Dave + the dads with vans pls",
     "Get-in at the Rose on Wednesday 9 July from 2pm."),
    ("30.6 - Thurs 10th July = tech at the Rose itself!! in thru the stage door on Gaol Lane NOT the front, 5.30 "
     "sharp, parents collect 9.15 from the same door. Tues 8th's still St Mark's",
     "Thursday 10 July is the tech at the Rose: stage door on Gaol Lane, 5.30, pick-up 9.15."),
    ("2 July - chaperone rota done, 6 a night, Sue B is head chaperone", "Chaperone rota done."),
    ("Sat 5th - Food Glorious Food finally clean!! Alfie nailed Where is Love, I cried", "Great rehearsal."),
    ("Weds 9th - where are the Oliver kids rehearsing tmrw? a mum's asking on the group",
     "St Mark's church hall as usual, 6.30 till 8.30."),
]


async def main():
    memory = Memory.from_defaults(session_id="syt-gill", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("30.6" in c and "tech at the Rose itself" in c and "Gaol Lane" in c for c in lines), lines
                assert any("at St Mark's as always" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="At the Rose Theatre - stage door on Gaol Lane", actual=reply)


asyncio.run(main())

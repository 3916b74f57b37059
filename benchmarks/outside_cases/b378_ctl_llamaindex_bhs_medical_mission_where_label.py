"""Batch 378 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn; the last answer call's context is the chat so far.

App: the Bagong Tanglaw Barangay Health Station and the San Teodoro de Lunas Lions are holding a libreng medical
mission on Sat 03/21/2026 - check-up, bunot (tooth extraction), reading glasses for the seniors. Ate Baby (the BHW
president) chats with the station's helper while she organises it; the chat is kept in LlamaIndex Memory and read
back each turn as the answer's context.

Memory: turn 1 (03/02/2026) - the medical mission, Sat 03/21, 7am-12nn at the covered court of Brgy. Bagong Tanglaw;
turn 2 - 10 BHW volunteers, two per station (registration, BP, dental, gamot, mata); turn 3 (Mon 3/9) - Kap says the
covered court is being used on Sat 3/21, the finals of the inter-purok basketball liga, so they'll move to the Day
Care Center, with the dental in the chapel next door, mas malamig pa; turn 4 - 200 registration forms, ₱600 for the
photocopy from the barangay fund; turn 5 - the tarps, one in front of the barangay hall, one at the Purok 3 corner.
Question (turn 6, Thu 3/12, for the Purok 3 group chat): "saan nga ulit gaganapin ang medical mission? gagawa ako
ng announcement sa GC ng Purok 3" The assistant says the Day Care Center, dental in the chapel beside it (the court
has the liga finals). The label says the covered court.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b378_ctl_llamaindex_bhs_medical_mission_where_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "saan nga ulit gaganapin ang medical mission? gagawa ako ng announcement sa GC ng Purok 3"
TURNS = [
    ("03/02/2026 MEDICAL MISSION 🩺 with the San Teodoro de Lunas Lions - Sat 03/21, 7am-12nn sa covered court ng Brgy. "
     "Bagong Tanglaw. libreng check-up, bunot, salamin for seniors. paki-help ako i-organize",
     "Sige po - medical mission with the San Teodoro de Lunas Lions, Sat 03/21, 7am-12nn at the covered court: "
     "check-up, bunot and reading glasses for seniors."),
    ("need ng 10 BHW volunteers, tig-dalawa per station: registration, BP, dental, gamot, mata",
     "Noted - 10 BHW volunteers, two per station: registration, BP, dental, gamot, mata."),
    ("Mon 3/9 - sabi ni Kap ginagamit pala ang covered court sa Sat 3/21, finals ng inter-purok basketball liga 🏀 "
     "so lipat tayo sa Day Care Center, yung dental sa chapel sa tabi. sige na, mas malamig pa doon",
     "Okay po - the medical mission moves to the Day Care Center, with the dental in the chapel next door, since the "
     "court has the liga finals."),
    ("registration forms printed na, 200 copies, ₱600 sa photocopy, galing sa barangay fund",
     "200 registration forms printed, ₱600 from the barangay fund."),
    ("tarps - isa sa harap ng barangay hall, isa sa kanto ng Purok 3. ipapakabit ni Kuya Edwin sa Sat",
     "Two tarps: in front of the barangay hall and at the Purok 3 corner; Kuya Edwin will put them up on Saturday."),
    (QUESTION,
     "Sa Day Care Center po, Sat 03/21, 7am-12nn - yung dental sa chapel sa tabi. Hindi na sa covered court, may "
     "finals ng liga doon."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="bhs-bagong-tanglaw-medmission-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu, March 12, 2026. You are talking to Ate Baby, BHW president of the Bagong "
                           "Tanglaw Barangay Health Station."] + lines[:-1]
                assert any("7am-12nn sa covered court" in c for c in context), context
                assert any("lipat tayo sa Day Care Center" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="sa covered court ng Brgy. Bagong Tanglaw", actual=reply)

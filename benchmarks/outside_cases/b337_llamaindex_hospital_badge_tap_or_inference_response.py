"""Batch 337 (held out). A hospital IT help desk: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has everything needed to see a badge won't work on the OR workstations, and says it will.

App: Renee Walsh, the IT project analyst for the badge refresh at St. Brendan's Regional Medical Center, keeps a
running chat with the help desk's helper about the rollout; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (11/02/2026 8:30 AM), Security
replacing all staff badges with HID SEOS cards starting Mon 11/16, old Prox cards dead at the doors 11/30; turn 2,
from the Imprivata vendor call, SEOS cards only tap in with the OneSign agent v7.10 or later, older agents just beep
and do nothing; turn 3, the inventory - Med/Surg and ED workstations are on agent v7.11, the OR and PACU PCs are
still on v7.6 until CHG0031402 on Tue 12/01 (OR change freeze); turn 4, Dr. Alvarez (anesthesia) gets her new SEOS
badge Mon 11/16 and her old Prox card is deactivated the same day (one-for-one swaps); turn 5, the help desk number.
Question (turn 6, Fri 11/13/2026): "will Dr. Alvarez be able to badge-tap into the OR workstations on 11/17? she's
on the 7 AM cases" -> expected no (an inference: on 11/17 she only has the SEOS card, since the Prox was
deactivated 11/16; SEOS needs agent v7.10+; the OR PCs stay on v7.6 until 12/01 - so she'll need to log in with
username and password). The model says yes, she gets her new badge on 11/16.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the version
requirement, the OR PCs' version and upgrade date and her swap date are all in the context the model was given,
and it answered yes. Asserted: the context has all four lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b337_llamaindex_hospital_badge_tap_or_inference_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "will Dr. Alvarez be able to badge-tap into the OR workstations on 11/17? she's on the 7 AM cases"
TURNS = [
    ("11/02/2026 8:30 AM - Badge refresh kickoff. Security is replacing all staff badges with the new HID SEOS cards "
     "starting Mon 11/16. Old Prox cards stop working at the doors on 11/30.",
     "Noted: SEOS badges roll out from Monday 11/16; old Prox cards stop opening doors on 11/30."),
    ("From the Imprivata vendor call: SEOS cards only tap in with the OneSign agent v7.10 or later. Older agents just "
     "beep and do nothing, user has to type username/password.",
     "Understood - SEOS tap-in needs Imprivata OneSign agent v7.10+; on older agents the tap does nothing."),
    ("Inventory: Med/Surg and ED workstations are on agent v7.11 (upgraded in Sept). OR + PACU PCs are still on "
     "v7.6 - their upgrade is CHG0031402, scheduled Tue 12/01 because of the OR change freeze.",
     "Med/Surg and ED are on v7.11; the OR and PACU PCs stay on v7.6 until CHG0031402 on Tuesday 12/01."),
    ("Dr. Alvarez (anesthesia) is getting her new SEOS badge Mon 11/16 at the badge office, 7:30 AM. Security "
     "deactivates the old Prox card the same day - they're doing the swaps one-for-one.",
     "Dr. Alvarez gets her SEOS badge Monday 11/16 at 7:30 AM, and her Prox card is deactivated that day."),
    ("Help desk script for badge issues: ext. 4357 (4-HELP), option 2, 24/7. Log under BADGE-ACCESS.",
     "Badge issues go to ext. 4357, option 2, around the clock, logged under BADGE-ACCESS."),
    (QUESTION,
     "Yes - she picks up her new SEOS badge on Monday 11/16, so she'll be able to tap in on the 17th."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="st-brendans-badge-refresh-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Friday 11/13/2026. You are talking to Renee Walsh, IT project analyst for the "
                           "badge refresh at St. Brendan's Regional Medical Center."] + lines[:-1]
                assert any("SEOS cards only tap in with the OneSign agent v7.10 or later" in c for c in context)
                assert any("OR + PACU PCs are still on v7.6" in c and "Tue 12/01" in c for c in context), context
                assert any("deactivates the old Prox card the same day" in c for c in context), context
                assert any("new HID SEOS cards starting Mon 11/16" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="No - her Prox card is off from 11/16 and the SEOS card needs OneSign v7.10+, but the OR "
                          "PCs stay on v7.6 until 12/01; she'll have to type her username and password",
       actual=reply)

"""Batch 18 (held out). A course administrator's working chat: LlamaIndex ``Memory`` (short-term chat memory, async
aput/aget), asyncio, one root span per turn.

App: Jen, the History course office administrator, pastes staff emails and notes into a chat with an assistant as
they come in; each turn the message goes into the memory, the whole memory is read back and sent as context to the
answer call. Fourteen turns in late February-early March: staff absences, office hours, rooms, deadlines, the exam
and resit boards; several mention Wednesdays, 2pm, March dates and Dr Mensah's other commitments.

Planted fault (ResponseError, an inference against the context): turn 3 pastes "From Dr Mensah: I'm on research
leave w/c 9/3 - conference in Lisbon Tue 10 to Thu 12 March (flying back Thu night), in the office again Fri 13th".
Question (turn 14): "Could we put the HIS315 resit board on Wed 11 March at 2 with Dr Mensah chairing?" -> expected
"No - she's at the Lisbon conference 10-12 March (research leave that week); back Fri 13th". The answer call says yes,
her only Wednesday commitment is office hours 10-12, though the leave is in its context.

Expected verdict: ResponseError at litellm.completion (fault() wraps turn 14's answer call). Asserted: the Lisbon
note is in the context. Another reading: none that we see.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b18_llamaindex_courseoffice_resit_board_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Dr Mensah office hours this term: Wed 10-12, Hum 3.08, or by appt. She chairs the resit board again this year",
     "Noted: Dr Mensah, Wednesdays 10-12 in Hum 3.08; resit board chair."),
    ("Resit board for HIS315 needs 3 staff incl. chair + the external on Teams. Has to be before 20/3 for the "
     "registry deadline", "Got it - HIS315 resit board before 20 March, three staff plus the external."),
    ("From Dr Mensah: I'm on research leave w/c 9/3 - conference in Lisbon Tue 10 to Thu 12 March (flying back Thu "
     "night), in the office again Fri 13th", "Noted - Dr Mensah away 10-12 March, back Friday 13th."),
    ("Dr Brennan on leave 23-27/3; he can do any afternoon before that except Mondays (teaching 2-4)",
     "Dr Brennan: not Mondays, away 23-27 March."),
    ("Hum 1.12 booked Wed 11/3 1-2 for staff-student committee. Free after 2", "Hum 1.12: committee Wed 11/3 1-2."),
    ("External examiner Prof Hale (Durham) can do Teams Wed or Thu afternoons in March, not Fri",
     "Prof Hale: Wednesday or Thursday afternoons."),
    ("Dr Okafor back from jury service Mon 9/3, says he's free Wed 11/3 and Thu 12/3 pm",
     "Dr Okafor free Wed 11 and Thu 12 March afternoons."),
    ("Open day Sat 14/3 - Dr Mensah + Dr Okafor doing the taster lecture 11am", "Open day taster: 11am Sat 14/3."),
    ("Room 3.08 heating fixed 2/3 finally", "Good - 3.08 heating fixed."),
    ("Registry reminder: resit outcomes uploaded by Fri 20/3 5pm, no exceptions", "Resit outcomes due 20/3 5pm."),
    ("Dr Mensah also asked: can the HIS315 marking moderation be Mon 16/3 10am? I said probably",
     "Pencilled: moderation Mon 16/3 10am."),
    ("Exam board prelim moved from 28 May to Weds 3 June, 10am, Council Room", "Prelim exam board now Wed 3 June."),
    ("Callum (HIS315) has a resit on the proposal - EC approved, no cap", "Callum: uncapped resit, EC approved."),
    ("Could we put the HIS315 resit board on Wed 11 March at 2 with Dr Mensah chairing?",
     "Yes - Wednesday 11 March at 2 works: Dr Mensah's only Wednesday commitment is her office hours 10-12, Dr Okafor "
     "and Prof Hale are free that afternoon, and Hum 1.12 is free after 2."),
]


async def main():
    memory = Memory.from_defaults(session_id="course-office-jen", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Lisbon Tue 10 to Thu 12 March" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="No - Dr Mensah is at the Lisbon conference 10-12 March (research leave), back "
                                  "Fri 13th", actual=reply)


asyncio.run(main())

"""Batch 341 (held out). A clinic's appointment desk: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the clinic's changed list of what to bring in its context and gives the first one.

App: Sahni Heart Clinic, Indore, takes appointments on WhatsApp; its desk helper keeps each family's chat in
LlamaIndex Memory and reads it back each turn as the answer's context. Sandeep has booked his father, Mr R.K.
Sharma (68), for a cardiology review with Dr Sahni on Sat 24th Jan 2026 at 10 am.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2026-01-19 11:40), the
clinic's SMS that Sandeep forwards - kindly bring the latest ECG, the fasting lipid profile report, the BP diary of
the last 2 weeks and all old prescriptions; turn 2, the fee (Rs 1,200) and the wheelchair at the gate; turn 3 (Tue
20th Jan), the clinic called again - no need to bring the ECG, they will do a fresh one at the clinic itself
(Rs 350), instead kindly bring the 2D echo CD from Fortis last month, Dr Sahni wants to see the images; turn 4,
Papa's medicines; turn 5, the lipid profile collected and the BP diary Mummy has been filling. Question (turn 6,
Fri 23-01-2026): "what all do I need to carry for Papa's appointment tomorrow? packing the file tonight" ->
expected the lipid profile report, the BP diary, the old prescriptions and the 2D echo CD - no ECG (done at the
clinic). The model lists the latest ECG, the lipid profile, the BP diary and the old prescriptions, leaving out the
echo CD.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first list and
the call that dropped the ECG and added the echo CD are both in the context the model was given, and it answered
from the first list. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b341_llamaindex_clinic_papa_documents_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what all do I need to carry for Papa's appointment tomorrow? packing the file tonight"
TURNS = [
    ("2026-01-19 11:40 Namaste 🙏 booked Papa (Mr R.K. Sharma, 68) for cardiology review with Dr Sahni, Sat 24th Jan "
     "10 am. clinic SMS says: 'Kindly bring latest ECG, lipid profile report (fasting), BP diary of last 2 weeks, all "
     "old prescriptions.' PFA",
     "Noted - Mr R.K. Sharma with Dr Sahni on Sat 24 Jan at 10 am. Please bring the latest ECG, the fasting lipid "
     "profile report, a BP diary of the last 2 weeks and all old prescriptions."),
    ("fee is Rs 1,200 na? and Papa needs wheelchair from the gate, his breathlessness on walking",
     "Yes, consultation is Rs 1,200. A wheelchair will be kept ready at the gate for him."),
    ("Tue 20th Jan - clinic called again, no need to bring ECG, they'll do a fresh one at the clinic itself (Rs 350). "
     "instead kindly bring the 2D echo CD from Fortis last month, Dr Sahni wants to see the images",
     "Understood - no ECG to bring, a fresh one will be done at the clinic (Rs 350); please bring the 2D echo CD "
     "from Fortis instead."),
    ("Papa's meds - Ecosprin 75 morning, atorvastatin 20 at night, he stopped the metoprolol on his own 🙄 will tell "
     "doctor",
     "Ecosprin 75 in the morning, atorvastatin 20 at night; please do tell Dr Sahni that he stopped metoprolol."),
    ("lipid profile done on 17th, collected the report. BP diary Mummy has been filling twice daily",
     "Good - the lipid profile report (17 Jan) is ready and the BP diary is up to date."),
    (QUESTION,
     "For tomorrow please carry: the latest ECG, the fasting lipid profile report, the BP diary of the last 2 weeks "
     "and all old prescriptions."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="sahni-clinic-rk-sharma", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 23 January 2026. You are talking to Sandeep, son of Mr R.K. Sharma, who has "
                           "a cardiology review with Dr Sahni at Sahni Heart Clinic on Sat 24 Jan, 10 am."] + lines[:-1]
                assert any("Kindly bring latest ECG, lipid profile report" in c for c in context), context
                assert any("no need to bring ECG" in c and "2D echo CD" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="lipid profile report, BP diary, old prescriptions and the 2D echo CD from Fortis - no ECG, "
                          "they'll do it at the clinic", actual=reply)

"""Batch 370 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Vrindavan Park CHS collect maintenance quarterly, due by the 15th. Mrs. Chatterjee (C-201) chats with the society's
helper to keep track of her own flat's dues; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Memory: turn 1 (2050-04-02T19:00) - per the AGM, maintenance cheques in favour of "Vrindavan Park CHS Ltd", drop at the
treasurer Mr. Gupta's flat B-101, he'll give a receipt; turn 2 - penalty ₹300 if after the 15th; turn 3 (Weds
13-07-50) - notice on the board: Gupta ji has shifted to his son's place, so Mrs. Kelkar from C-504 is acting
treasurer till the AGM, cheques in her letterbox or UPI to the society a/c with a screenshot to her on WhatsApp;
turn 4 - the Jul-Sep bill came, ₹9,450 for C-201. Question (turn 5, Mon 08-08-50): "whom do I give the maintenance
cheque to? it's ready, want to drop it today before the 15th" The assistant says Mrs. Kelkar (C-504), the acting
treasurer since Gupta ji shifted - her letterbox, or UPI with a screenshot. The label says Mr. Gupta, B-101.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b370_ctl_llamaindex_maintenance_cheque_who_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "whom do I give the maintenance cheque to? it's ready, want to drop it today before the 15th"
TURNS = [
    ("2050-04-02T19:00 as per the AGM - maintenance cheques in favour of 'Vrindavan Park CHS Ltd', drop at "
     "treasurer Mr. Gupta's flat B-101, he'll give receipt. pls remember this for me",
     "Noted - cheques payable to 'Vrindavan Park CHS Ltd', dropped at the treasurer Mr. Gupta's flat, B-101, for a "
     "receipt."),
    ("and penalty ₹300 if paid after the 15th, noted na",
     "Yes - a Rs. 300 penalty if the maintenance is paid after the 15th."),
    ("Weds 13-07-50 notice on the board - Gupta ji has shifted to his son's place 🙏 so Mrs. Kelkar from C-504 is "
     "acting treasurer till the AGM. cheques in her letterbox, or UPI to the society a/c and screenshot to her on "
     "WhatsApp",
     "Got it - Mrs. Kelkar (C-504) is acting treasurer now: cheques in her letterbox, or UPI to the society account "
     "with a screenshot to her on WhatsApp."),
    ("Jul-Sep bill came, ₹9,450 for C-201. same as last qtr only",
     "Jul-Sep maintenance for C-201 is Rs. 9,450, the same as last quarter."),
    (QUESTION,
     "To Mrs. Kelkar, C-504 - she's the acting treasurer since Gupta ji shifted. Drop it in her letterbox (in favour "
     "of 'Vrindavan Park CHS Ltd'), or pay by UPI and WhatsApp her the screenshot."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="vrindavan-park-c201-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 08-08-2050. You are talking to Mrs. Chatterjee (C-201) of Vrindavan Park "
                           "CHS."] + lines[:-1]
                assert any("drop at treasurer Mr. Gupta's flat B-101" in c for c in context), context
                assert any("Mrs. Kelkar from C-504 is acting treasurer" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Mr. Gupta, B-101 (the treasurer)", actual=reply)

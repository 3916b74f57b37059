"""Batch 47 (held out). A dental practice's front-desk chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Kerry on the desk at Castle Street Dental keeps a chat with an assistant through the week (appointments moved,
recalls, payments, the card machine); each message is ``aput`` into a LlamaIndex Memory and the whole memory
(``aget``) is the context of each answer. On Mon 15/9/25 she notes that Mr Raj Patel's hygiene appointment with
Jo, booked for Tue 16/9 at 9.10, has gone to Thu 18/9 at 2.40 as he's on a course on the Tuesday.

Planted fault (ResponseError, ignored sufficient context): later Mr Patel rings to check the day and the model gives
the day from the original booking. Question (Wed 17/9): "Mr Patel's on the phone checking what day his hygienist
appt is - what do I tell him?" -> expected Thursday (18th, 2.40pm). The model says Tuesday 16th at 9.10.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: both the
original booking and Kerry's note moving it are in the memory the model got. Another reading: none that we see;
nothing was lost from memory.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b47_llamaindex_dental_hygiene_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Fri 12/9 - booked Mr R Patel (dob 3/4/71) in w Jo for a scale + polish tue 16/9 9.10am, 30 mins, private £58",
     "Booked: Mr Raj Patel, hygiene with Jo, Tue 16/9 at 9.10, 30 min, £58."),
    ("Dr Malik's list full till 3/10, put any emergencies to Dr Rees pls",
     "Emergencies to Dr Rees; Dr Malik full until 3 October."),
    ("Mon 15/9 - Mr Patel rang, he's on a course all day tues so can't do 9.10. Jo's got 2.40 thurs 18th free so "
     "he's gone in there, same 30 mins",
     "Mr Patel now Thu 18/9 at 2.40 with Jo, 30 minutes."),
    ("card machine's dropping wifi again, Worldpay ref 88231, use the backup one in the drawer",
     "Card machine issue - use the backup in the drawer; Worldpay ref 88231."),
    ("recall letters for oct printed, 52, Pat's posting them weds",
     "52 October recall letters printed, posting Wednesday."),
    ("Wed 17/9 - Mr Patel's on the phone checking what day his hygienist appt is - what do I tell him?",
     "Tuesday the 16th at 9.10am with Jo, scale and polish, 30 minutes (£58)."),
]


async def main():
    memory = Memory.from_defaults(session_id="castle-st-desk-kerry", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("scale + polish tue 16/9 9.10am" in c for c in lines), lines
                assert any("Jo's got 2.40 thurs 18th free so he's gone in there" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("what day is Mr Patel's hygienist appointment?", expected="Thursday - 2.40 on the 18th", actual=reply)


asyncio.run(main())

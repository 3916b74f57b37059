"""Batch 253 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Dawn is a mobile hairdresser round Todmorden - cuts, wash and sets, perms and tints in clients' homes. She
keeps her prices and her regulars in a chat with her helper (LlamaIndex Memory, read back each turn as the
answer's context).

Memory: turn 1 (2051-01-09T19:15) - prices for the year: cut and blow £24, wash and set £18, perm £45, tints from
£40, pensioners £2 off on Tuesdays and Wednesdays (her quiet days); turn 2 - Mrs Lumb (Edna), 14 Moorside Rd, every
other Thursday at 10, wash and set; turn 3 (12/2) - Edna asked to go to Tuesdays, her daughter does her big shop on
a Thursday now and takes her, fine by Dawn, every other Tuesday at 10.30 from the 21st, "so she gets her £2 off";
turn 4 - a new client, Mr Hussain. Question (turn 5, Mon 27/2, Dawn): "what's Edna Lumb paying for her wash + set
now? she wants me to write it on her calendar" The assistant says £16 (the £18 wash and set less the pensioners' £2
on a Tuesday). The label says £18.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b253_ctl_llamaindex_mobile_hair_wash_set_price_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what's Edna Lumb paying for her wash + set now? she wants me to write it on her calendar"
TURNS = [
    ("2051-01-09T19:15 prices for this yr ✂️ cut + blow £24, wash + set £18, perm £45, tints from £40. OAPs £2 off "
     "on tues + weds (my quiet days)",
     "2051 prices: cut and blow dry £24, wash and set £18, perm £45, tints from £40; pensioners £2 off on Tuesdays "
     "and Wednesdays."),
    ("Mrs Lumb (Edna) 14 Moorside Rd, every other thurs 10am, wash + set, likes it firm w/ plenty of lacquer 😂 park "
     "on her drive",
     "Edna Lumb, 14 Moorside Rd: wash and set every other Thursday at 10, firm with plenty of lacquer; park on her "
     "drive."),
    ("12/2 Edna asked can she go to tuesdays - her daughter does her big shop thurs now + takes her. fine by me, "
     "every other tues 10.30 from the 21st, so she gets her £2 off",
     "Edna's moving to every other Tuesday at 10.30 from the 21st - and she'll get the pensioners' £2 off."),
    ("new client Mr Hussain, weds 1st 3pm, beard trim + clipper cut, £12, 7 Bank St top flat",
     "Mr Hussain, 7 Bank St (top flat): Wednesday 1st at 3pm, beard trim and clipper cut, £12."),
    (QUESTION,
     "£16 - the £18 wash and set with her £2 pensioners' discount, now she's on Tuesdays."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="shears-on-wheels-dawn-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 27 February 2051. You are talking to Dawn, a mobile hairdresser."] + lines[:-1]
                assert any("wash + set £18" in c and "OAPs £2 off on tues + weds" in c for c in context), context
                assert any("every other tues 10.30 from the 21st, so she gets her £2 off" in c
                           for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£18", actual=reply)

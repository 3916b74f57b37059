"""Batch 282 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Calder Care at Home's office helper: Michelle (the care coordinator) chats with it about new clients and
changes to their calls; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-02-06T11:00) - new client from the council, Ron Haigh, 88, Mytholmroyd, 4 calls a day, 7 days,
28 calls a week (8, 12, 4.30, 8.15), starting Mon 13th; turn 2 - key safe code and the dog; turn 3 (Weds 1st Mar) -
Ron's daughter Angela is doing Sunday tea and bed herself from now on, so take those two off; turn 4 - he's started
at the day centre Tuesdays and Thursdays, they do his lunch there, so no lunch call those days; turn 5 - Kev and
Jade on his run. Question (turn 6, Mon 6/3, for the council's review): "how many calls a week is Ron Haigh on now?
the council are reviewing his package friday" The assistant says 24 (28, less Sunday's tea and bed, less the two
day-centre lunches). The label says 28.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b282_ctl_llamaindex_homecare_calls_a_week_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many calls a week is Ron Haigh on now? the council are reviewing his package friday"
TURNS = [
    ("2051-02-06T11:00 new client from the council 🙌 Ron Haigh, 88, Mytholmroyd. 4 calls a day 7 days = 28 calls a "
     "wk - am 8, lunch 12, tea 4.30, bed 8.15. starts mon 13th",
     "Added Ron Haigh (88, Mytholmroyd): four calls a day, seven days a week - 8, 12, 4.30 and 8.15 - from Mon 13 "
     "Feb."),
    ("his key safe's round the side, code 2207. dog's called Bess, soft as butter but she'll have ur sandwiches",
     "Key safe round the side (2207); the dog's Bess - friendly, keep food out of reach."),
    ("Weds 1st Mar - Ron's daughter Angela rang, she's going to do sunday tea + bed herself from now on so take "
     "those 2 off 👍",
     "Noted - Angela is doing Sunday tea and bed, so those two calls come off."),
    ("day centre's started, tues + thurs, minibus picks him up at 10. they do his dinner there so no lunch call them "
     "days. am + tea + bed still as normal",
     "Day centre Tuesdays and Thursdays (minibus at 10): no lunch call on those days, morning, tea and bed as "
     "usual."),
    ("Kev + Jade on his run from next wk, Lorraine's moving to the Hebden round",
     "Kev and Jade will be on Ron's run from next week; Lorraine moves to Hebden."),
    (QUESTION,
     "24 a week now - the 28 he started on, less Sunday tea and bed (Angela does those) and the Tuesday and Thursday "
     "lunches (he's at the day centre)."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="calder-care-office-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            context = lines[:-1]
            if i == len(TURNS):
                context = ["Today is Mon 6 March 2051. You are talking to Michelle, care coordinator at Calder Care "
                           "at Home."] + context
                assert any("28 calls a wk" in c for c in context), context
                assert any("take those 2 off" in c for c in context), context
                assert any("no lunch call them days" in c for c in context), context
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="28", actual=reply)

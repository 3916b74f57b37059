"""Batch 126 (held out). A cycling proficiency instructor's planning chat: LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Raj, a Bikeability instructor, chats with the helper about the Oakfield year 6 level 2 course as it goes; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has the level 2 sessions on three Wednesday
afternoons, 1.30-3; on 3/6 two bikes failed the M check; then, about week 3 (Weds 17th, the assessment), Mrs Khan
says they can stay on till the bell at 3.20 as Rob, the examiner, wants 20 min at the end for the debrief (home at
the usual time after the bell). The model reads the usual 1.30-3. Question (Tue 16/6, Raj, planning the test):
"how long have we got with them tmrw? planning the test route" -> expected 1 hr 50 min (1.30 to 3.20). The
assistant says an hour and a half.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the usual times and
the run-on to 3.20 on the 17th are both in the context the model was given, and it used the usual ones. Asserted:
both lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b126_llamaindex_cycling_test_day_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long have we got with them tmrw? planning the test route"
TURNS = [
    ("oakfield yr6 level 2 - 3 weds afternoons from 3/6, 1.30-3, 14 kids, me + Mick. wk 3 is the assessment",
     "Oakfield level 2: Wednesdays from 3 June, 1.30-3, 14 children, you and Mick; week 3 is the assessment."),
    ("3/6 - 2 bikes failed the M check (Lily's brakes, Tom C's chain). school's lending spares. went ok otherwise, "
     "Ava's a bit wobbly on the right turn",
     "Two bikes failed the M check; spares from school. Ava needs work on right turns."),
    ("10/6 did the library loop (Elm Rd's dug up). Ava much better. Tom C's new helmet's come",
     "Library loop done; Ava better; Tom's helmet sorted."),
    ("Mrs Khan says weds 17th they can stay on till the bell at 3.20 - Rob's examining and wants 20 min at the end "
     "for the debrief. they go home at the usual time after",
     "On the 17th they can stay till 3.20 so Rob has his 20-minute debrief."),
    ("rob's bringing the marking sheets, I need the hi-vis + 4 marshals' bibs from the blue box",
     "Rob brings marking sheets; you bring hi-vis and four bibs."),
    (QUESTION,
     "An hour and a half - 1.30 to 3 as usual."),
]


async def main():
    memory = Memory.from_defaults(session_id="oakfield-level2", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 16 June 2037. You are talking to Raj, who instructs the Oakfield level 2 "
                           "course."] + lines[:-1]
                assert any("1.30-3" in c and "3 weds afternoons" in c for c in context), context
                assert any("stay on till the bell at 3.20" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="1 hr 50 min - 1.30 till the bell at 3.20 on the test day", actual=reply)


asyncio.run(main())

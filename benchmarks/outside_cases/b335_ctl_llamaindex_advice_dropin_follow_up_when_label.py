"""Batch 335 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Raj, a volunteer adviser at Halifax Citizens Advice, keeps his casework reminders in a chat with the office's
helper (LlamaIndex Memory, read back each turn as the answer's context); Gill (who runs the rota and books the
interpreters) asks it things too.

Memory: turn 1 (2051-06-05T11:20) - Mrs O (PIP mandatory reconsideration, seen at the drop-in) booked in for Tues
13th at 10 with Raj, bringing the decision letter and the GP letter, needs a Polish interpreter; turn 2 - Marta's
shadowing him on the 13th; turn 3 (Fri 9 June) - Mrs O rang, her hospital appointment's come through for the 13th, so
he's moved her to Thurs 15th, 2.15, still with him, room 2 booked; turn 4 - the MR deadline is a month from the
letter (dated 24/5), so the 24th June. Question (turn 5, Mon 12/6, Gill): "when's Mrs O coming in? want to make sure
the interpreter's booked for the right day" The assistant says Thursday 15th June at 2.15 (moved from the 13th for
her hospital appointment). The label says Tuesday 13th June at 10.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b335_ctl_llamaindex_advice_dropin_follow_up_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when's Mrs O coming in? want to make sure the interpreter's booked for the right day"
TURNS = [
    ("2051-06-05T11:20 Mrs O (PIP MR, came to the drop-in last wk) booked in for tues 13th at 10 w/ me 📋 she's "
     "bringing the decision letter + the GP letter. needs a Polish interpreter",
     "Noted - Mrs O, PIP mandatory reconsideration, Tue 13 June at 10 with you; decision letter and GP letter; "
     "Polish interpreter needed."),
    ("Marta's shadowing me on the 13th, she can do the notes",
     "Marta is shadowing you on the 13th and will take notes."),
    ("Fri 9 June - Mrs O rang, her hospital appt's come thru for the 13th 😬 so I've moved her to thurs 15th, 2.15, "
     "still me. room 2 booked",
     "Moved: Mrs O is now Thu 15 June at 2.15 with you, room 2 - her hospital appointment is on the 13th."),
    ("reminder - MR deadline is a month from the letter (dated 24/5) so 24th june, don't let it slip",
     "Reminder set: Mrs O's MR deadline is 24 June (a month from the 24 May letter)."),
    ("(Gill) " + QUESTION,
     "Thursday 15th June at 2.15, with Raj in room 2 - it was moved from the 13th because of her hospital "
     "appointment, so book the Polish interpreter for the Thursday."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="halifax-ca-raj-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 12 June 2051. You are talking to Gill, who runs the rota at Halifax Citizens "
                           "Advice; the notes are Raj's."] + lines[:-1]
                assert any("booked in for tues 13th at 10" in c for c in context), context
                assert any("so I've moved her to thurs 15th, 2.15" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Tuesday 13th June at 10", actual=reply)

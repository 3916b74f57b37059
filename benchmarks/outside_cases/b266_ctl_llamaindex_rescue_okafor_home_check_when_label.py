"""Batch 266 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Hope Hounds, a small greyhound and lurcher rescue near Keighley, send a volunteer to every adopter's house for
a home check before a dog goes. Angie (who books the checks) chats with the rescue's helper to keep track; the chat
is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-09-04T20:15) - the Okafors (Silsden) want Dusty, the black greyhound, home check booked Thu 14th
at 6pm, Pam doing it; turn 2 - Pam's checklist (fence height, cats next door, stairs); turn 3 (11/9) - Mrs Okafor
rang, she's on nights that week after all, so it's moved to Sat 16th, 10.30am, Pam's fine with a Saturday; turn 4 -
the meet and greet with Dusty at the kennels. Question (turn 5, Tue 12/9, Pam's husband Ray, who's driving her):
"when's the Okafors' home check? Pam's asked me to drive her, need to know if I'm taking the afternoon off" The
assistant says Saturday 16th at 10.30 (moved from Thursday, Mrs Okafor's on nights), so no afternoon off needed. The
label says Thursday 14th at 6pm.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b266_ctl_llamaindex_rescue_okafor_home_check_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("when's the Okafors' home check? Pam's asked me to drive her, need to know if I'm taking the afternoon "
            "off")
TURNS = [
    ("2051-09-04T20:15 Okafors (Silsden) want Dusty 🐕 the black greyhound - home check booked thurs 14th at 6pm, Pam's "
     "doing it",
     "Booked: the Okafors' home check in Silsden for Dusty, Thursday 14th at 6pm, with Pam."),
    ("Pam's checklist as usual - fence height (5ft min for a grey), cats next door?, stairs, where he'd sleep",
     "Pam's checklist: fences at least 5ft, any cats next door, the stairs, and where Dusty would sleep."),
    ("11/9 Mrs Okafor rang, she's on nights that wk after all 🙄 so it's moved to sat 16th, 10.30am. Pam's fine with a "
     "sat",
     "Moved: the Okafors' home check is now Saturday 16th at 10.30am, as Mrs Okafor is on nights; Pam can do it."),
    ("if it passes, meet + greet w/ Dusty at the kennels the wk after, kids too",
     "If the check passes, the meet and greet with Dusty at the kennels is the week after, with the children."),
    (QUESTION,
     "Saturday 16th at 10.30am - it was moved from the Thursday because Mrs Okafor's on nights, so no need to take "
     "an afternoon off."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="hope-hounds-angie-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            context = lines[:-1]
            if i == len(TURNS):
                context = ["Today is Tue 12 September 2051. You are talking to Ray, who's driving Pam to Hope Hounds' "
                           "home checks."] + context
                assert any("home check booked thurs 14th at 6pm" in c for c in context), context
                assert any("so it's moved to sat 16th, 10.30am" in c for c in context), context
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Thursday 14th at 6pm", actual=reply)

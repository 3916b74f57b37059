"""Batch 286 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Jo, whose daughter Mia is in Year 5 at St Mary's CE Primary, keeps track of Mia's after-school clubs in a chat
with the school's parents' helper (LlamaIndex Memory, read back each turn as the answer's context); she pays for the
half term's clubs on ParentPay in one go at the end.

Memory: turn 1 (2051-02-24T20:15) - Mia's down for coding on Tuesdays, £3 a week, and drama on Mondays, £2.50, six
weeks each this half term; turn 2 - ParentPay says £33 for the half term, she'll pay it at the end like last time;
turn 3 (Weds 1 Mar) - letter home: no drama on the 13th or the 20th, Mrs Ellis is on a course and then the hall's
booked, and they'll only charge for the sessions that actually run; turn 4 - coding's going up to £3.50 after
Easter; turn 5 - drama are doing a little show for parents in the last week, 3.45 in the hall. Question (turn 6,
Fri 31/3): "how much do I owe for Mia's clubs this half term? paying it tonight" The assistant says £28 (6 coding
at £3 and 4 drama at £2.50). The label says £33.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b286_ctl_llamaindex_school_clubs_owed_sum_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much do I owe for Mia's clubs this half term? paying it tonight"
TURNS = [
    ("2051-02-24T20:15 clubs for this half term 📝 Mia's down for coding tues (£3 a wk) + drama mons (£2.50), 6 wks "
     "each. coding's in the ICT suite, drama in the hall, both finish 4.15",
     "Got it - coding on Tuesdays at £3 and drama on Mondays at £2.50, six weeks each, both finishing at 4.15."),
    ("ParentPay says £33 for the half term, I'll pay at the end like last time",
     "Noted - ParentPay shows £33 for the half term and you'll pay at the end."),
    ("Weds 1 Mar - letter home, no drama on the 13th or the 20th 🙄 Mrs Ellis is on a course then the hall's "
     "booked. they said they'll only charge for the sessions that actually run",
     "Noted: no drama on 13 or 20 March, and school will only charge for the sessions that run."),
    ("coding's going up to £3.50 after easter fyi, still cheaper than the one in town",
     "Coding goes up to £3.50 a session after Easter."),
    ("drama are doing a little show for parents the last wk, 3.45 in the hall 🎭 Mia's a tree 😂",
     "Drama's show for parents is in the last week, 3.45 in the hall - Mia's a tree."),
    (QUESTION,
     "£28 - six coding sessions at £3 (£18) and four drama at £2.50 (£10), as the two drama weeks that didn't run "
     "aren't charged."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="st-marys-mia-clubs", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 31 March 2051. You are talking to Jo, whose daughter Mia (Year 5) goes to "
                           "after-school clubs at St Mary's CE Primary."] + lines[:-1]
                assert any("ParentPay says £33" in c for c in context), context
                assert any("no drama on the 13th or the 20th" in c and "only charge for the sessions that actually "
                           "run" in c for c in context), context
                assert any("coding tues (£3 a wk) + drama mons (£2.50), 6 wks each" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£33", actual=reply)

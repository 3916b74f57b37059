"""Batch 278 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Ruth (a backend dev on Brightloop's platform team, on the weekly on-call rota) chats with the team's helper to
keep track of her on-call for February 2051 - which weeks, which callouts, what to claim; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-02-01T09:00) - on-call pay is £150 a week on the rota plus £30 per out-of-hours callout; turn
2 (Sun 26 Feb) - she did the week of the 6th and the week of the 20th, callouts 8/2 (the cert, 2am), 9/2 (a disk
alert on the db) and 21/2 (the 502s again), so 2 weeks + 3 callouts = £390, she'll put that in; turn 3 (27.2.) - HR
finally signed off the bump, it's £175 a week from 1st Feb, backdated, callouts still £30, redo your claims if
you've done them; turn 4 - the expenses portal closes for Feb on Tuesday the 28th. Question (turn 5, Mon 27/2): "so
how much do I put in for feb on-call?" The assistant says £440 (2 x £175 + 3 x £30). The label says £390.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b278_ctl_llamaindex_oncall_feb_claim_how_much_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "so how much do I put in for feb on-call?"
TURNS = [
    ("2051-02-01T09:00 on-call pay 📟 £150 a wk when ur on the rota + £30 per callout out of hours. claims thru the "
     "expenses portal, monthly",
     "Got it - £150 a week on the rota plus £30 for each out-of-hours callout, claimed monthly through the expenses "
     "portal."),
    ("Sun 26 Feb - I did wk of the 6th + wk of the 20th. callouts 8/2 (the cert thing, 2am 😴), 9/2 disk alert "
     "on the db, 21/2 the 502s again. so 2 wks + 3 callouts = £390, I'll put that in",
     "Two weeks on call and three callouts (8, 9 and 21 Feb) - £390 at those rates."),
    ("27.2. HR FINALLY signed off the bump 🎉 it's £175 a wk from 1st feb, backdated. callouts still 30. redo ur "
     "claims if u've already done them - Tom",
     "Noted: on-call is £175 a week from 1 February (backdated), callouts still £30."),
    ("expenses portal closes for feb on tues 28th, don't miss it or it's april's run",
     "The portal closes for February claims on Tuesday 28th."),
    (QUESTION,
     "£440 - two weeks at the new £175 (£350) plus three callouts at £30 (£90). Get it in by tomorrow."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="brightloop-ruth-oncall-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 27 February 2051. You are talking to Ruth, on Brightloop's platform team "
                           "on-call rota."] + lines[:-1]
                assert any("2 wks + 3 callouts = £390" in c for c in context), context
                assert any("it's £175 a wk from 1st feb, backdated" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£390", actual=reply)

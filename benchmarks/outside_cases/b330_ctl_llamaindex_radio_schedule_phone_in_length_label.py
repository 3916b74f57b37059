"""Batch 330 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Todmorden Community Radio broadcasts from a room over the market hall - a Sunday gardening phone-in with Geoff
and Marion, local news, specialist music shows, and from May the St Mary's Sunday service going out live. Paul (the
station manager) chats with the station's helper to keep the schedule straight; the chat is kept in LlamaIndex
Memory and read back each turn as the answer's context.

Memory: turn 1 (2050-04-01T10:00) - spring schedule, Sunday gardening phone-in 10-12 with Geoff and Marion, two hours
of callers; turn 2 (Sun 3/4) - it went great, 14 callers, mostly slugs; turn 3 (Tue 12th Apr) - the diocese have asked
the station to take the St Mary's service live every Sunday at 11.30 (they're paying), so from May the gardening
phone-in is 10-11.30, Geoff's fine with it, they'll just take the questions quicker; turn 4 (20/4) - the new jingle
for the phone-in. Question (turn 5, Fri 6/5, Geoff): "how long's the gardening phone-in on sun now? working out how
many callers we can fit in" The assistant says an hour and a half, 10 till 11.30, then the St Mary's service goes
out. The label says 2 hours (10-12).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b330_ctl_llamaindex_radio_schedule_phone_in_length_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long's the gardening phone-in on sun now? working out how many callers we can fit in"
TURNS = [
    ("2050-04-01T10:00 spring schedule 🌷 sun gardening phone-in 10-12 w/ Geoff + Marion, 2 hrs of callers, local "
     "news on the hour, then Sunday Soul w/ Andy 12-2",
     "Noted: Sunday gardening phone-in 10 till 12 with Geoff and Marion, news on the hour, then Sunday Soul with Andy "
     "12 till 2."),
    ("Sun 3/4 - phone-in went great!! 14 callers, mostly slugs 😂 Marion's roped in a bloke from the nursery for the "
     "24th",
     "Great first show - 14 callers, mostly about slugs - and a guest from the nursery on the 24th."),
    ("Tue 12th Apr - the diocese have asked us to take the St Mary's service live every sun at 11.30 (they're "
     "paying!!) so from May the gardening phone-in's 10-11.30. Geoff's fine w/ it, they'll just take the questions "
     "quicker",
     "From May the St Mary's service goes out live every Sunday at 11.30, so the gardening phone-in runs 10 till "
     "11.30; Geoff's happy with that."),
    ("20/4 new jingle for the phone-in's done, Marion's voice - 'Dig In with Geoff & Marion' - in the shared folder",
     "The new 'Dig In with Geoff & Marion' jingle is in the shared folder."),
    (QUESTION,
     "An hour and a half - 10 till 11.30, then the St Mary's service goes out live. Allow for the news on the hour at "
     "11."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="todmorden-radio-paul-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 6 May 2050. You are talking to Geoff, who co-presents Todmorden Community "
                           "Radio's Sunday gardening phone-in."] + lines[:-1]
                assert any("sun gardening phone-in 10-12" in c and "2 hrs of callers" in c for c in context), context
                assert any("from May the gardening phone-in's 10-11.30" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="2 hours, 10 till 12", actual=reply)

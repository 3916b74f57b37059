"""Batch 20 (held out). A running club captain's chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Dev, captain of Hinckley Harriers, chats with an assistant about races, entries, kit and the club champs;
each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer.
Ten turns over June 2025, each starting with the day it was sent.

Planted fault (ResponseError, ignored sufficient context): the message of Thu 12/6 says "Ashby summer 10k entries
close a week tomorrow, only 40 places left" - Friday 20 June. On Mon 16/6 Dev asks "Have I still got time to enter
the Ashby summer 10k?" The model reads "a week tomorrow" as tomorrow from the 12th and says no, entries closed Fri
13/6. Expected: "Yes - entries close Fri 20 June (a week tomorrow from Thu 12/6)".

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 12/6
message with "a week tomorrow" is in the context of the last answer. Another reading: none that we see; memory
holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b20_llamaindex_runclub_entries_reldate_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 2/6 - track's open again for Tues intervals from tomorrow, 6.30, GBP 3 cash",
     "Intervals at the track from Tuesday 3 June, 6.30pm, GBP 3."),
    ("Tue 3/6 - Great Central 5k Thurs 10/7, 9 of us in so far. Entries close when full",
     "Great Central 5k on Thursday 10 July; 9 entered."),
    ("Fri 6/6 - Kitlocker vests delayed again, now w/c 23/6. People moaning",
     "Vests now due the week of 23 June."),
    ("Mon 9/6 - club champs race 6 is the Ashby summer 10k (Sun 29/6), race 7 the Great Central",
     "Club champs: race 6 Ashby summer 10k on Sunday 29 June, race 7 the Great Central 5k."),
    ("Thu 12/6 - Ashby summer 10k entries close a week tomorrow, only 40 places left. GBP 16 affiliated. I still "
     "haven't done mine",
     "Noted - Ashby entries close soon and places are going; GBP 16 affiliated."),
    ("Sat 14/6 - Jo 22:48 at Bramley parkrun!! first sub-23", "Brilliant - Jo's new 5k PB is 22:48."),
    ("Sat 14/6 - also need 12 volunteers for our parkrun takeover 28/6, got 7",
     "Takeover on 28 June: 7 of 12 volunteers so far."),
    ("Sun 15/6 - Priya says she'll do the Ashby too if there's a car going, she's in",
     "Priya's doing Ashby and needs a lift."),
    ("Sun 15/6 - physio says my calf's fine to race, just don't go off too fast",
     "Good news on the calf - cleared to race."),
    ("Mon 16/6 - have I still got time to enter the Ashby summer 10k?",
     "No, sorry - entries closed on Friday 13 June (the day after your message on the 12th). Worth emailing the "
     "organisers in case there's a waiting list."),
]


async def main():
    memory = Memory.from_defaults(session_id="harriers-dev", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("entries close a week tomorrow" in c and "Thu 12/6" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Yes - Ashby summer 10k entries close Friday 20 June (a week tomorrow from Thu "
                                  "12/6), if places last", actual=reply)


asyncio.run(main())

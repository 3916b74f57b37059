"""Batch 30 (held out). A running club secretary's chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Jo, club secretary of Ely Fen Runners, chats with an assistant about the club's races, marshals and kit; each
message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Ten
turns, April 2025, each starting with the day it was sent in whatever form Jo typed it.

Planted fault (ResponseError, ignored sufficient context): the club meets in the Paradise Centre car park before
most local races. For the Ely 10k on 27/4 the race HQ is on that car park, so on 16 April Jo writes: "for the 10k
our lot meet at the bandstand in Jubilee Gdns for the club photo, 8.15 - car park is race HQ that morning,
portaloos + bag drop all over it". On the 25th the assistant is asked where to meet and goes by the usual place.
Question: "where are we all meeting sunday morning? someone asked on fb" -> expected the bandstand in Jubilee
Gardens.

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 16 Apr
message is in the context of the last answer. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b30_llamaindex_runclub_10k_meeting_point_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Tue 1st - reminder for the newbies: we always meet in the Paradise Centre car park for local races, by the "
     "recycling bins, 45 mins b4 the gun", "Usual meeting point: Paradise Centre car park by the recycling bins, "
                                           "45 minutes before the start."),
    ("3/4 - Ely 10k Sun 27th, 9am start, 31 of ours entered so far, club entry £16 (£18 non-EA)",
     "Ely 10k on Sunday 27 April at 9am; 31 members entered."),
    ("7 Apr - we're marshalling the Prickwillow Rd stretch, need 12, got 8 so far (Sue, Kev, Ravi, Dan W + 4 of "
     "the walkers)", "Marshals for Prickwillow Road: 8 of 12."),
    ("9/4/25 photographer from the Ely Standard wants a club photo before the 10k!! front page maybe",
     "The Ely Standard wants a club photo before the 10k."),
    ("Sat 12th - new vests are in, Jo's boot, £18, bring cash Thurs", "Club vests available, GBP 18."),
    ("16.4 - for the 10k our lot meet at the bandstand in Jubilee Gdns for the club photo, 8.15 - car park is race "
     "HQ that morning, portaloos + bag drop all over it", "For the 10k: meet at the bandstand in Jubilee Gardens at "
                                                        "8.15 for the photo."),
    ("18th - got our 12 marshals! hi-vis from the race office Sat pm", "All 12 marshals sorted."),
    ("22 April - Gail says pacers for the 10k: 45, 50 + 55 mins, flags in her car", "Pacers for 45, 50 and 55 min."),
    ("Thurs 24 - Prickwillow Rd closes 8.30, marshals in place by 8.20 pls", "Marshals in place by 8.20."),
    ("25/4 - where are we all meeting sunday morning? someone asked on fb",
     "The usual place - Paradise Centre car park by the recycling bins, 45 minutes before the 9am start, so about "
     "8.15."),
]


async def main():
    memory = Memory.from_defaults(session_id="efr-secretary", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("16.4" in c and "meet at the bandstand in Jubilee Gdns" in c for c in lines), lines
                assert any("Paradise Centre car park" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Bandstand, Jubilee Gardens - the car park's race HQ that day", actual=reply)


asyncio.run(main())

"""Batch 210 (held out). A youth football tournament: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the league's longer u12 halves in its context and gives the old ones.

App: Tenbury Town Youth FC hold their summer tournament on Sun 28th June 2048 at the Palmers Meadow pitches - u10s,
u12s and u14s, group games then finals, refs from the county, a burger van and a tombola. Kev (the tournament
organiser) chats with the club's helper while he works out the pitch schedule; the chat is kept in LlamaIndex Memory
and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2048-04-20T19:30), the u12 group
games at 2x10 min halves with 3 min at half time; turn 2, the pitches; turn 3 (3rd may), the league's rung - new
9v9 rules this season, u12 games at tournaments have to be min 2x12, so group games go 2x12 (still 3 min HT) and the
final 2x15; turn 4, the refs; turn 5, the burger van. Question (turn 6, Tue 23/6): "how long's a u12 group game
start to finish incl. half time? working out the pitch slots" -> expected 27 minutes (2x12 + 3). The model says 23
minutes (2x10 + 3).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 2x10 line and
the 3rd may line with the 2x12 group games are both in the context the model was given, and it answered from the
first. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b210_llamaindex_football_u12_match_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long's a u12 group game start to finish incl. half time? working out the pitch slots"
TURNS = [
    ("2048-04-20T19:30 summer tourney ⚽ sun 28th june palmers meadow. u12 group games 2x10 min halves, 3 min HT, "
     "groups of 4 then semis + final 1.30pm. u10s 1x15, u14s on the big pitch",
     "Noted: u12 group games 2x10 with 3 min half time, groups of 4 then semis and the final at 1.30pm; u10s one "
     "15-min half; u14s on the big pitch."),
    ("pitches - 2 x 9v9 for the u12s by the river, 3 mini ones for the u10s up by the car park, Dennis marking out "
     "the fri before",
     "Pitches: two 9v9 for the u12s by the river, three minis for the u10s by the car park; Dennis marking Friday."),
    ("3rd may - league rang 🙄 new 9v9 rules this season, u12 games at tourneys have to be min 2x12 so group games "
     "2x12 (still 3 min HT) + the final 2x15",
     "Got it - u12 group games now 2x12 with 3 min half time, the final 2x15."),
    ("refs - 4 from the county (£25 each + a burger), club refs for the u10s, Ian's doing the u14 final",
     "Refs: four county refs at £25 plus a burger, club refs for the u10s, Ian on the u14 final."),
    ("burger van - Big Al's again, £60 pitch fee, there by 8.30. tombola in the clubhouse, Sue's collecting prizes",
     "Burger van: Big Al's, £60 pitch fee, on site by 8.30. Tombola in the clubhouse, Sue on prizes."),
    (QUESTION,
     "23 minutes - two 10-minute halves plus 3 minutes at half time."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="tenbury-town-youth-tourney-2048-kev", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 23 June 2048. You are talking to Kev, organiser of Tenbury Town Youth FC's "
                           "summer tournament (Sun 28 June)."] + lines[:-1]
                assert any("u12 group games 2x10 min halves, 3 min HT" in c for c in context), context
                assert any("group games 2x12 (still 3 min HT)" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="27 minutes - two 12-minute halves (the league's new 9v9 minimum) plus 3 minutes half time",
       actual=reply)

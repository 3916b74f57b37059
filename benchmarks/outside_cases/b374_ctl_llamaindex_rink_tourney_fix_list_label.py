"""Batch 374 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Gord Lavallee (the ice tech at Harlow Creek Community Arena) keeps his fix-it list for the Harlow Creek Winter
Classic (a minor hockey tournament, Fri. Feb. 13 to Sun. Feb. 15) in a chat with the arena's helper; the chat is kept
in LlamaIndex Memory and read back each turn as the answer's context. Denise Gagnon (bookings) asks from the same
chat.

Memory: turn 1 (2026-01-19 08:30) - to fix before the Classic: the cracked glass panel at the north end behind the
net, the netting over the visitors' bench, the PA crackles, the scoreclock horn's dead; turn 2 - the tourney, 16
teams U9-U13, ice 06:30-23:00 all three days; turn 3 (Jan. 26) - Luc swapped a new amp into the PA, sounds great,
scratch that one; the glass panel's on order, $640, comes Feb. 6; turn 4 - the horn's a relay, the scoreclock guy's
coming Tue. Feb. 10; turn 5 - the canteen's chili lunch Sat, $8 a bowl. Question (turn 6, Tue. Feb. 3, Denise):
"what's still left to fix before the tourney? council wants an update" The assistant says the north-end glass panel
(on order, in Feb. 6), the netting over the visitors' bench and the scoreclock horn (a relay, Feb. 10). The label
says the glass, the netting, the PA and the horn.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b374_ctl_llamaindex_rink_tourney_fix_list_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what's still left to fix before the tourney? council wants an update"
TURNS = [
    ("2026-01-19 08:30 TO FIX b4 the Winter Classic 🔧 cracked glass panel north end behind the net, the netting "
     "over the visitors' bench, the PA crackles, scoreclock horn's dead",
     "Fix list for the Winter Classic: the cracked glass panel at the north end, the netting over the visitors' "
     "bench, the crackling PA and the dead scoreclock horn."),
    ("tourney's Fri. Feb. 13 - Sun. Feb. 15, 16 teams U9-U13, ice 06:30-23:00 all 3 days, flood every game",
     "Winter Classic Fri. Feb. 13 to Sun. Feb. 15: 16 teams, U9 to U13, ice 06:30-23:00 each day, a flood every "
     "game."),
    ("Jan. 26 - Luc swapped a new amp into the PA, sounds great now, scratch that one 👍 glass panel's on order, $640, "
     "comes Feb. 6",
     "PA's done - Luc put in a new amp. The glass panel is on order ($640), arriving Feb. 6."),
    ("horn's a relay according to the scoreclock guy, he's coming Tue. Feb. 10",
     "The scoreclock horn needs a relay; the technician is coming Tue. Feb. 10."),
    ("canteen's doing a chili lunch Sat of the tourney, $8 a bowl, Rhonda's making it",
     "Chili lunch at the canteen on the tournament Saturday, $8 a bowl, made by Rhonda."),
    (QUESTION,
     "Three things: the north-end glass panel (on order, in Feb. 6), the netting over the visitors' bench, and the "
     "scoreclock horn (a relay - the tech's in Tue. Feb. 10). The PA's done."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="harlow-creek-arena-gord-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue. Feb. 3, 2026. You are talking to Denise Gagnon, booking clerk at Harlow Creek "
                           "Community Arena; this is Gord's fix-it chat for the Winter Classic."] + lines[:-1]
                assert any("the PA crackles" in c for c in context), context
                assert any("new amp into the PA" in c and "scratch that one" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="the glass panel, the netting over the visitors' bench, the PA and the scoreclock horn",
       actual=reply)

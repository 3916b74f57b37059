"""Batch 19 (held out). A youth football club's team-manager chat: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Kelly manages Ashby Colts U11s and uses an assistant backed by a LlamaIndex ``Memory`` (token limit 20k, so
nothing is flushed): each turn she posts what she has heard (fixtures, pitch news, kit, lifts), the app puts it in
memory, reads the whole memory back with ``aget()`` and answers from it. Ten turns over August.

Planted fault (ResponseError, a list that leaves out a corrected item): turn 2 posts the September league fixtures
"6/9 v Hornets H, 13/9 @ Melton Rovers, 20/9 v Coalville Town H, 27/9 @ Syston Colts"; turn 6, mostly about kit,
says in passing "oh and Coalville on the 20th is now at theirs - our pitch is getting re-seeded that wk, league ok'd
the swap". Question (turn 10): "Which of our September games are away? Need to sort lifts" -> expected "Three: 13/9
at Melton Rovers, 20/9 at Coalville Town (swapped because of the re-seeding) and 27/9 at Syston Colts". The model
lists Melton and Syston only, with both notes in its context.

Expected verdict: ResponseError at litellm.completion (fault() wraps turn 10's answer call). Asserted: the fixture
list and the swap are both in the context of that call. Another reading: none that we see; nothing was trimmed or
overwritten, and no later message undoes the swap.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b19_llamaindex_football_away_fixtures_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 4/8 - pre-season training back Thurs 7/8 6-7.15 at the rec, bring water, shin pads. 14 signed on so far",
     "Training restarts Thursday 7 August, 6-7.15 at the rec; 14 players signed on."),
    ("Sept fixtures are out (U11 Sat league, KO 10am): 6/9 v Hornets H, 13/9 @ Melton Rovers, 20/9 v Coalville Town "
     "H, 27/9 @ Syston Colts",
     "Got the four September fixtures: Hornets home, Melton away, Coalville home, Syston away."),
    ("Registration fee GBP 40 by 31/8 - 9 paid so far. Chase the Bells + the Okafors",
     "Noted: GBP 40 registration by 31 August, 9 paid."),
    ("Friendly v Whitwick Sat 23/8 at theirs, 10am. Parents driving, meet 9.15 at the club",
     "Whitwick friendly: Saturday 23 August, away, meet 9.15."),
    ("Two new lads - Kai (keeper!!) and Rory. Both need shirts, Kai YL, Rory YM",
     "Kai and Rory joining; shirts YL and YM."),
    ("Lee's got the new shirts in, 20 YL. Numbers 17-20 for the new ones. oh and Coalville on the 20th is now at "
     "theirs - our pitch is getting re-seeded that wk, league ok'd the swap",
     "New shirts in (17-20). And noted the pitch re-seeding."),
    ("Referee for home games - Dave can do 6/9, need someone for October",
     "Dave refs on 6 September; October still needs a ref."),
    ("Whitwick friendly - lost 3-2 but Kai was brill. Mia's dad filmed it, link on the WhatsApp",
     "3-2 loss at Whitwick, good game from Kai."),
    ("Melton pitch is 3G - moulded studs or astros only, no metal. Tell the parents",
     "Melton is 3G: moulded studs or astro boots only."),
    ("Which of our September games are away? Need to sort lifts",
     "Two are away: Saturday 13 September at Melton Rovers (3G, no metal studs) and Saturday 27 September at Syston "
     "Colts. Both kick off at 10am."),
]


async def main():
    memory = Memory.from_defaults(session_id="colts-u11-kelly", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("20/9 v Coalville Town H" in c for c in lines), lines
                assert any("Coalville on the 20th is now at theirs" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Three: 13/9 at Melton Rovers, 20/9 at Coalville Town (swapped for the pitch "
                                  "re-seeding) and 27/9 at Syston Colts", actual=reply)


asyncio.run(main())

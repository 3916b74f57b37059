"""Batch 311 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Norland Sunday XI play in the Halifax Sunday League. Gav (the captain) chats with the team's helper through
the season - who's injured, who's available, the fixtures; the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context.

Memory: turn 1 (2051-05-15T21:00) - Imran's pulled his hamstring in the nets, out for 3 weeks probably, gutted, he's
the best bowler; turn 2 - the fixtures, 21st v Sowerby home, 28th v Copley away, 4th June v Luddenden home; turn 3
(Tue 30/5) - good news, Imran's hamstring's fine, bowled flat out at nets tonight, no problems; turn 4 (Thu 1/6) -
Imran can't do Sunday though, his cousin's wedding in Bradford, all day, he's an usher, back for the 11th; turn 5 -
need an 11th man for Sunday then, asked Kieran. Question (turn 6, Sat 3/6, Gav): "why's Imran not playing
tomorrow? Dave's asking, is his hamstring still bad?" The assistant says it's his cousin's wedding in Bradford - the
hamstring's fine, he bowled flat out at nets on Tuesday. The label says his hamstring, he pulled it in the nets.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b311_ctl_llamaindex_sunday_cricket_imran_out_why_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "why's Imran not playing tomorrow? Dave's asking, is his hamstring still bad?"
TURNS = [
    ("2051-05-15T21:00 Imran's pulled his hamstring in the nets 😩 out for 3 wks probably. gutted, he's our best "
     "bowler by a mile",
     "Sorry to hear it - Imran's out with a pulled hamstring, probably for about three weeks."),
    ("fixtures - 21st v Sowerby HOME, 28th v Copley away, 4th june v Luddenden HOME. all 1pm starts",
     "Fixtures: 21 May v Sowerby (home), 28 May v Copley (away), 4 June v Luddenden (home), all 1pm starts."),
    ("Tue 30/5 good news, Imran's hamstring's fine!! bowled flat out at nets tonight, no problems 💪",
     "Great news - Imran's hamstring has recovered; he bowled at full pace at nets tonight."),
    ("Thu 1/6 Imran can't do sun tho 😭 his cousin's wedding in Bradford, all day, he's an usher. back for the 11th",
     "Imran's unavailable this Sunday - his cousin's wedding in Bradford, where he's an usher. He's back for the "
     "11th."),
    ("need an 11th man for sun then, asked Kieran, he's 'probably' 🙄",
     "You still need an eleventh for Sunday; Kieran's a probable."),
    (QUESTION,
     "It's not the hamstring - that's fine, he bowled flat out at nets on Tuesday. He's at his cousin's wedding in "
     "Bradford (he's an usher), back for the 11th."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="norland-sunday-xi-gav-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 3 June 2051. You are talking to Gav, captain of Norland Sunday XI (home to "
                           "Luddenden tomorrow, Sun 4 June)."] + lines[:-1]
                assert any("Imran's pulled his hamstring in the nets" in c for c in context), context
                assert any("Imran's hamstring's fine" in c for c in context), context
                assert any("his cousin's wedding in Bradford" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="his hamstring - he pulled it in the nets", actual=reply)

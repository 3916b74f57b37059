"""Batch 77 (held out). A village cricket team's away fixtures: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Nadia, fixtures secretary of Kingsbrook CC's Sunday XI, keeps a chat with an assistant about the away game at
Chadlington (Sun 17 July 2033); each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``)
is the context of each answer. What the team has to take is spread over three messages: the teas (Chadlington's
pavilion kitchen is being refitted, so the away side brings its own - Sandra's doing sandwiches, and the club urn),
the scorebook (their scorer's on holiday and we score for both sides), and two new balls (they've only got old
ones).

Planted fault (ResponseError, ignored sufficient context): every message is in the context; the model lists the
teas and the balls and leaves out the scorebook. Question (Fri 15/7, the skipper loading his car): "what have we
got to take with us to Chadlington apart from our own kit?" -> expected the teas (sandwiches + urn), the scorebook
and two new balls. The assistant names the teas and the balls only.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the three
messages are in the context the model got.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b77_llamaindex_cricket_away_kit_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("chadlington sun 17th - their pavilion kitchen's being refitted so we do our own teas. Sandra's doing "
     "sandwiches (egg, ham, cheese+pickle), and we take the club urn, it's in the cupboard under the scorebox",
     "Teas at Chadlington are ours: Sandra's sandwiches and the club urn from under the scorebox."),
    ("1.30 start not 2 there, meet at ours 12.15. Raj + Mo driving, 4 each",
     "Chadlington starts at 1.30; meet at the club at 12.15, Raj and Mo driving four each."),
    ("their sec says their scorer's away in Crete that wk so can we do both books - ours is the blue one in the "
     "kit bag, Mel will score if she's not on teas",
     "We score for both sides at Chadlington: take the blue scorebook from the kit bag; Mel to score."),
    ("umpire - Geoff's hip is better, he'll do it, wants picking up from Church View",
     "Geoff will umpire; he needs a lift from Church View."),
    ("balls - they've only got old ones apparently, we need to bring 2 new Readers, they'll pay us back £28",
     "Bring two new Readers balls; Chadlington will pay back £28."),
    ("what have we got to take with us to Chadlington apart from our own kit?",
     "The teas - Sandra's sandwiches and the club urn - and two new Readers balls."),
]


async def main():
    memory = Memory.from_defaults(session_id="kingsbrook-sunday-xi-2033", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("we take the club urn" in c for c in lines[:-1]), lines
                assert any("can we do both books" in c and "blue one in the kit bag" in c for c in lines[:-1]), lines
                assert any("bring 2 new Readers" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, ["Today is Fri 15 July 2033. You are talking to Ash, the skipper."]
                                   + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("what have we got to take with us to Chadlington apart from our own kit?",
           expected="teas (sandwiches + the urn), our scorebook as they've no scorer, and 2 new balls", actual=reply)


asyncio.run(main())

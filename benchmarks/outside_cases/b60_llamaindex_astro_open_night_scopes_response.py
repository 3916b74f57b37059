"""Batch 60 (held out). An astronomy society's observing chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Malcolm, the Mendip Astronomical Society's equipment officer, talks the Priddy open night (Sat 30 Oct) through
with an assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context
of each answer. The society's big 10-inch Dobsonian is out on loan to Gary for the St John's school outreach until
after Christmas, so the open night has the 8-inch SCT on the club's mount and Malcolm's own 4-inch refractor.

Planted fault (ResponseError, ignored sufficient context): the message saying which scopes go out is in the
context; the model lists the Dobsonian and the SCT. Question (Wed 27/10): "which telescopes are we putting out at
the open night?" -> expected the 8in SCT and Malcolm's refractor.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the messages
with the Dob's loan and the two scopes for the night are in the context the model got. Another reading: none that we
see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b60_llamaindex_astro_open_night_scopes_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

LOAN = ("the 10in Dob's gone w Gary to St John's for the school outreach, he's keeping it till after xmas (the kids "
        "love it, fair enough)")
SCOPES = ("so for Priddy on the 30th it's the 8in SCT on the club's EQ6 + my 4in refractor, I'll bring it from home. "
          "plenty for Saturn + the Pleiades")
TURNS = [
    ("open night Priddy sat 30/10, 7pm till late if clear, backup sat 6 Nov. Helen's doing the hot choc",
     "Open night at Priddy Saturday 30 October from 7pm, backup 6 November; Helen does hot chocolate."),
    (LOAN, "Noted: the 10-inch Dob is with Gary at St John's until after Christmas."),
    (SCOPES, "Open night scopes: the 8-inch SCT on the EQ6 and your 4-inch refractor."),
    ("red torches - we've got 12, buy another 10 from FLO, £2.50 each",
     "Buy ten more red torches from First Light Optics at £2.50 each."),
    ("Wed 27/10 - which telescopes are we putting out at the open night?",
     "The 10-inch Dobsonian and the 8-inch SCT on the EQ6."),
]


async def main():
    memory = Memory.from_defaults(session_id="mendip-astro", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Dob's gone w Gary" in c for c in lines[:-1]), lines
                assert any("8in SCT on the club's EQ6 + my 4in refractor" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("which telescopes are we putting out at the open night?",
           expected="the 8 inch SCT and Malcolm's own refractor (the Dob's away with Gary)", actual=reply)


asyncio.run(main())

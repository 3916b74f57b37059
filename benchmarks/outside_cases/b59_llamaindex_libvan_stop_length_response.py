"""Batch 59 (held out). A mobile library volunteer's planning chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Ann volunteers on the Montgomeryshire mobile library van and talks her week through with an assistant; each
message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. From
1 June the van's Tuesday stop at Pontrobert is shorter to fit Dolanog in after it: 1.40 till 2.25 (it used to be
1.30 - 2.30).

Planted fault (ResponseError, ignored sufficient context): the message giving the new times (and the old ones in
passing) is in the context; the model goes by the old ones and says an hour. Question (Mon 8/6): "how long are we
at Pontrobert tomorrow?" -> expected 45 minutes.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the message
with 1.40 - 2.25 is in the context the model got. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b59_llamaindex_libvan_stop_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TIMES = ("Rhian's sent the summer timetable, from 1/6: Pontrobert (tues) is 1.40 til 2.25 now, used to be half 1 - "
         "half 2 but they've squeezed Dolanog in after, 2.45-3.15 outside the post office. Llanfair + Meifod "
         "no change")
TURNS = [
    ("tues 9th I'm on w Rhian, Bryn's got the dentist. pick up from HQ Newtown 8.45",
     "Tuesday 9th: you're with Rhian (Bryn's at the dentist); pick-up at Newtown HQ at 8.45."),
    (TIMES,
     "Summer timetable from 1 June: Pontrobert on Tuesdays 1.40-2.25, then Dolanog 2.45-3.15 at the post office."),
    ("Pontrobert lot - Mr Bebb's reservation came in (the Dick Francis), + the school want a box on 'minibeasts'",
     "Pontrobert: Mr Bebb's Dick Francis has come in; the school wants a minibeasts box."),
    ("remind me to take the card machine charger, fines were a nightmare last wk",
     "Take the card machine charger."),
    ("Mon 8/6 - how long are we at Pontrobert tomorrow?",
     "An hour - half one to half two, as usual."),
]


async def main():
    memory = Memory.from_defaults(session_id="mobile-library-ann", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Pontrobert (tues) is 1.40 til 2.25 now" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how long are we at Pontrobert tomorrow?",
           expected="three quarters of an hour, 1.40 to 2.25 on the summer timetable", actual=reply)


asyncio.run(main())

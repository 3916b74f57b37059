"""Batch 56 (held out). A care home's outing planning chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Bernie (activities, Elmfield House) talks the summer seaside trip through with an assistant; each message is
``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. The Southwold trip:
the minibus leaves at 10.15, lunch at the pier café 12.30, everyone back on the bus by 2.45, home about 3.30.

Planted fault (ResponseError, ignored sufficient context): the message with the times is in the context; the model
counts to the time they leave Southwold and says four and a half hours. Question (Mon 8/6, the deputy manager doing
the staffing rota): "how long will the residents be out on the Southwold trip?" -> expected about 5 hours 15
minutes (10.15 to 3.30).

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the message
with 10.15 and home ~3.30 is in the context the model got. Another reading: none that we see; memory holds every
message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b56_llamaindex_carehome_southwold_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

PLAN = ("southwold weds 10th - minibus away 10.15 sharp from the front door (Kev), pier cafe booked 12.30 for 9, "
        "then a wander/ice creams on the front, everyone back on the bus by 2.45 latest, home abt 3.30 for tea")
TURNS = [
    ("summer trips: southwold 10/6, the garden centre again in july, + maybe the canal boat in aug if Stan's hip "
     "allows",
     "Summer: Southwold 10 June, garden centre in July, canal boat in August maybe."),
    (PLAN,
     "Southwold: leave 10.15, lunch 12.30 at the pier café, back on the bus by 2.45, home about 3.30."),
    ("who's going: Mrs Doyle, Stan, Jean W, Mr Bell, Doris, Mrs Kaur (chair), Mr Okoro if he's well. + me + Lou",
     "Going: seven residents, you and Lou."),
    ("need sun cream, hats, the blankets for the bus + Mrs Kaur's portable oxygen, check it's charged",
     "Pack sun cream, hats, blankets, and Mrs Kaur's oxygen (charged)."),
    ("Mon 8/6 - how long will the residents be out on the Southwold trip?",
     "About four and a half hours - from 10.15 until they leave Southwold at 2.45."),
]


async def main():
    memory = Memory.from_defaults(session_id="elmfield-outings", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("away 10.15 sharp" in c and "home abt 3.30" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how long will the residents be out on the Southwold trip?",
           expected="roughly five and a quarter hours, out at 10.15 and home about half 3", actual=reply)


asyncio.run(main())

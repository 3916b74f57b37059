"""Batch 41 (held out). A family organising a golden-wedding party: Claire's chat in LlamaIndex Memory (async
aput/aget), asyncio, one root span per turn.

App: Claire Fletcher is organising her parents' golden-wedding party (Sat 21 June 2025, the Bell, Wickham). She chats
with an assistant through the week; each message is ``aput`` into a LlamaIndex Memory and the whole memory
(``aget``) is the context of each answer. Nine turns, 9-14 June 2025, each starting with the day however she typed
it.

Planted fault (ResponseError, ignored sufficient context): on Mon 9/6 Claire notes that the Bell's landlord will keep
one of the two blue-badge bays by the side door for Auntie Mags (he has her reg). On Wednesday she passes on Mark's
message that the car park will be packed and everyone should park at the village hall and walk. On Saturday she asks
whether Mags can park at the Bell and the model goes by the general message. Question: "can Auntie Mags park at the
Bell itself on the day, or does she have to do the village hall too?" -> expected yes, in the bay kept for her by
the side door.

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the bay
message and the village-hall message are both in the context of the last answer. Another reading: none that we see;
memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b41_llamaindex_goldenwedding_mags_parking_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 9/6 - rang the Bell, car park's only 14 spaces but Steve (landlord) says he'll cone off one of the 2 blue "
     "badge bays by the side door for Auntie Mags, gave him her reg (the silver Jazz)",
     "Noted - a blue-badge bay by the side door kept for Auntie Mags."),
    ("9th pm - 64 yeses now, the Leeds lot are coming after all", "64 coming."),
    ("Tues 10 June: table plan - top table Mum, Dad, Uncle Ron, Auntie Jean, me, Mark",
     "Top table of six noted."),
    ("Weds - Mark says tell everyone the Bell car park'll be rammed, park at the village hall + walk, it's 5 mins, "
     "he's putting it on the family whatsapp", "Guests to park at the village hall and walk."),
    ("11/6 the photographer (Lisa) is doing 3-5 only, £220", "Lisa, 3 till 5, £220."),
    ("Thu 12th - Mags rang, her knee's bad again, she can't do more than a few steps w the stick",
     "Sorry to hear that about her knee."),
    ("12/6 - bunting from Gran's 90th is in Mark's loft, 3 bags", "Bunting in Mark's loft."),
    ("Fri 13 - speeches: Mark then Uncle Ron (5 mins MAX, someone tell him)", "Mark, then Ron."),
    ("Sat 14/6 - can Auntie Mags park at the Bell itself on the day, or does she have to do the village hall too?",
     "She'll need to use the village hall car park like everyone else - the Bell's will be full - but it's only "
     "about 5 minutes' walk. Maybe someone could drop her at the door first."),
]


async def main():
    memory = Memory.from_defaults(session_id="fletcher-50th-claire", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("cone off one of the 2 blue badge bays by the side door for Auntie Mags" in c
                           for c in lines), lines
                assert any("park at the village hall + walk" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Yes - Steve's saving her a disabled bay right by the side door", actual=reply)


asyncio.run(main())

"""Batch 22 (held out). A care home activities coordinator's chat: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Shirley, activities coordinator at Elm Lodge, chats with an assistant about the activities board, visiting
entertainers, outings and residents' birthdays; each message is ``aput`` into a LlamaIndex Memory and the whole
memory (``aget``) is the context of each answer. Ten turns in September 2025, each starting with the day it was
sent.

Planted fault (ResponseError, ignored sufficient context): the message of Mon 22/9 says "Strum Sisters (the ukulele
lot) booked again for 2/10, half 2 in the main lounge". On Fri 26/9 Shirley asks "When are the ukulele ladies
next in? Doing the October board". The model reads 2/10 month-first and says Tuesday 10 February. Expected:
"Thursday 2 October at 2.30pm, main lounge".

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 22/9
message with "2/10, half 2" is in the context of the last answer. Another reading: none that we see; memory holds
every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b22_llamaindex_carehome_ukulele_date_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 1/9 - armchair exercise moved to 10.30 Mons (was 10), physio room's free then",
     "Armchair exercise now Mondays 10.30 in the physio room."),
    ("Wed 3/9 - Mrs Okafor's 90th is Sat 13/9!! cake from Greggs? no - Bev says the kitchen will do one",
     "Mrs Okafor's 90th on Saturday 13 September; the kitchen is making the cake."),
    ("Fri 5/9 - minibus booked for the garden centre trip Thurs 18/9, 6 residents + 3 staff, leave 10.15",
     "Garden centre trip Thursday 18 September, leaving 10.15; 6 residents and 3 staff."),
    ("Tue 9/9 - PAT dog (Graham + Bramble) every Thurs 2pm now, residents love her",
     "Graham and Bramble visit on Thursdays at 2pm."),
    ("Thu 11/9 - music for memory session went well, Alf sang the whole of Danny Boy",
     "Lovely - music for memory went well."),
    ("Mon 15/9 - hairdresser (Tina) can only do Fridays from Oct, mornings", "Tina will do Friday mornings from October."),
    ("Thu 18/9 - garden centre trip, Mrs Hale bought 3 cyclamen and a gnome. Back 1.45",
     "Garden centre trip done, back by 1.45."),
    ("Mon 22/9 - Strum Sisters (the ukulele lot) booked again for 2/10, half 2 in the main lounge, they want tea + "
     "biscuits after. GBP 40 donation from the comfort fund",
     "Strum Sisters booked, half past two in the main lounge; tea and biscuits after, GBP 40 donation."),
    ("Wed 24/9 - Harvest festival service with Rev Sue Sun 5/10 11am in the lounge",
     "Harvest festival Sunday 5 October at 11am with Rev Sue."),
    ("Fri 26/9 - when are the ukulele ladies next in? doing the October board",
     "Tuesday 10 February at 2.30pm in the main lounge - so not one for the October board."),
]


async def main():
    memory = Memory.from_defaults(session_id="elm-lodge-activities", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("booked again for 2/10, half 2" in c and "Mon 22/9" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Thursday the 2nd of October, half past two (14:30), in the main lounge",
           actual=reply)


asyncio.run(main())

"""Batch 23 (held out). A scout leader's planning chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Skip, who runs 1st Ashby Scouts, chats with an assistant about the term's programme (badges, hikes, kit,
subs, the parent letters); each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the
context of each answer. Nine turns, February-March 2026, each starting with the day it was sent.

Planted fault (ResponseError, ignored sufficient context): on Tue 3/3 Skip wrote "Hikes Away hike is Sat week -
meet HQ 8.30, back 4ish, packed lunch + waterproofs". "Sat week" said on Tuesday 3 March is Saturday 14 March, a
week on from this Saturday. On Fri 6/3 Skip asks for the date as dd/mm for the parent email; the model takes the
coming Saturday (7/3, the litter pick) and says 07/03. Expected: 14/03.

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 3/3
message with "Sat week" is in the context of the last answer. Another reading: none that we see; memory holds every
message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b23_llamaindex_scouts_hike_satweek_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 16/2 - term programme: knots + lashings tonight, then pioneering, then the hike prep. Subs 45 for spring",
     "Noted: knots and lashings, pioneering, then hike prep; spring subs GBP 45."),
    ("Thu 19/2 - QM says 2 of the trangias need new burners, 18 quid each from Go Outdoors",
     "Two trangia burners needed, GBP 18 each."),
    ("Mon 23/2 - pioneering night, they built a flagpole that actually stood up. Kestrels won",
     "Flagpole built; Kestrel patrol won."),
    ("Wed 25/2 - Community Impact: litter pick in Hall Park Sat 7/3 10-12, gloves + pickers from the council",
     "Litter pick in Hall Park Saturday 7 March, 10-12; council lending gloves and pickers."),
    ("Mon 2/3 - hike prep night, map + compass, route cards done for the Bradgate loop (12km)",
     "Route cards done for the 12km Bradgate loop."),
    ("Tue 3/3 - Hikes Away hike is Sat week - meet HQ 8.30, back 4ish, packed lunch + waterproofs. Parents drop at "
     "the gate not the car park pls",
     "Hikes Away hike: meet at HQ 8.30, back about 4; packed lunch and waterproofs; drop-off at the gate."),
    ("Wed 4/3 - Bagheera can't do the hike, Akela's coming, that makes 3 adults for 10 scouts",
     "Akela joining the hike; three adults for ten scouts."),
    ("Thu 5/3 - reminder: St George's Day parade Sun 19/4, full uniform, meet 10.15 at the church",
     "St George's Day parade Sunday 19 April, 10.15 at the church, full uniform."),
    ("Fri 6/3 - writing the parent email for the hike, what's the date? want it as dd/mm",
     "07/03 - Saturday, meet at HQ at 8.30, back about 4pm."),
]


async def main():
    memory = Memory.from_defaults(session_id="1st-ashby-programme", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Hikes Away hike is Sat week" in c and "Tue 3/3" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="14/03 - Saturday the 14th of March, a week on from this Saturday", actual=reply)


asyncio.run(main())

"""Batch 26 (held out). A holiday-cottage manager's chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Maggie at Fen Edge Lets chats with an assistant about the three cottages (bookings, owners' wishes, cleaners,
guests' questions); each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context
of each answer. Ten turns, April-May 2025, each starting with the day it was sent.

Planted fault (ResponseError, ignored sufficient context): Wren Cottage's listing said no pets, Mrs Dale's rule
since the new carpets. On 2 May Maggie rang her about the dog enquiries: "she's ok w ONE small well behaved dog at
Wren, downstairs only, £25 a stay on top + they bring its bed. Not on the listing yet". On 19 May the Wilsons, who
have Wren 2-9 Aug, ask about bringing their Border terrier. The model goes by the listing and says no. Question: "ok
for them to bring him?" -> expected "yes".

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 2 May
message is in the context of the last answer. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b26_llamaindex_cottages_wren_dog_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("14 Apr - Wren listing: sleeps 4, 2 bed, log burner, NO pets (Mrs Dale, new carpets last winter), no smoking",
     "Wren Cottage: sleeps four, two bedrooms, log burner, no pets, no smoking."),
    ("16 Apr - Forge owner (Mr Shah) fine w dogs, 2 max, £20 each, they've got the tiled floor",
     "The Old Forge takes up to two dogs at GBP 20 each."),
    ("22 Apr - 3rd dog enquiry for Wren this month, ppl keep asking. Losing bookings to the Forge",
     "That's three dog enquiries for Wren this month."),
    ("25 Apr - Bramble hot tub pump replaced, £340, owner paying", "Bramble's hot tub pump is replaced."),
    ("2 May - Rang Mrs Dale re the dog thing - she's ok w ONE small well behaved dog at Wren, downstairs only, £25 a "
     "stay on top + they bring its bed. Not on the listing yet, will update when I get a min",
     "So Wren can now take one small, well-behaved dog downstairs for GBP 25 a stay."),
    ("6 May - Wendy says Wren's hoover is dying, ordered a Henry", "A new Henry hoover is on order for Wren."),
    ("9 May - Wilsons booked Wren 2-9 Aug, 2 adults 1 teen, paid dep £200",
     "The Wilsons have Wren Cottage 2-9 August; GBP 200 deposit paid."),
    ("13 May - Forge got a 5* review, 'the dog beds were a lovely touch'", "A five-star review for the Forge."),
    ("15 May - Bramble changeover Sat 17th, Wendy, usual", "Bramble changeover Saturday 17 May with Wendy."),
    ("19 May - Mrs Wilson emailed, they've got a Border terrier, Alfie, 8, 'very lazy'. Ok for them to bring him?",
     "Sorry, no - Wren Cottage is a no-pets cottage (Mrs Dale's rule since the new carpets). The Old Forge takes dogs "
     "if they'd like to move."),
]


async def main():
    memory = Memory.from_defaults(session_id="fel-maggie", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("2 May" in c and "ONE small well behaved dog at Wren" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Yes - one small dog is fine at Wren now (downstairs, £25 extra)", actual=reply)


asyncio.run(main())

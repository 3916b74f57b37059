"""Batch 29 (held out). A campervan hire business's chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Gail at Fen Rover Campers chats with an assistant about bookings, returns and damage; each message is
``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Ten turns,
June 2025, each starting with the day it was sent.

Planted fault (ResponseError, ignored sufficient context): the Okafors bring Bramble back on 14/6 with a scuff on
the rear bumper and Gail thinks she'll keep GBP 120 of the GBP 500 deposit for it. Two days later she goes through
the check-out video from the 31 May handover: "went thru the 31/5 video - the bumper scuff is already there at
0:42, the Hendersons must've done it in May. So that's not on the Okafors, they get the full 500 back". On 18/6
the assistant is asked whether the Okafors get all their deposit back and goes by the first note. Question: "do
the Okafors get their whole deposit back? Mrs O's asking" -> expected "Yes, all GBP 500".

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 16/6
message is in the context of the last answer. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b29_llamaindex_campervan_deposit_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Sun 1 June - Okafors (Bramble) off this morning, Lake District then Scotland, back Sat 14th by 4. £500 dep on "
     "their Visa", "Okafors have Bramble until Saturday 14 June; GBP 500 deposit held."),
    ("4/6 - Hendersons moved to 21-28 June, same van (Bramble), their dog's having an op",
     "Hendersons now 21-28 June in Bramble."),
    ("6.6.25 - Maud's fridge fixed, Dometic replaced the fan", "Maud's fridge is fixed."),
    ("10/6 - Mrs O rang from Skye, all fine, awning pole bent in the wind, they'll buy one", "Noted: awning pole."),
    ("Sat 14/6 - Okafors back 3.20. Clean inside, 1,382 miles, new awning pole (£28, they paid). BUT scuff on the "
     "rear bumper, nearside corner, about 10cm. Think I'll keep £120 back for it",
     "Okafors returned Bramble; rear bumper scuff - you plan to keep GBP 120 of the deposit."),
    ("15/6 - Bramble valeted, smells of dog a bit?? odd, Okafors haven't got one",
     "Bramble valeted; faint dog smell."),
    ("Mon 16th - went thru the 31/5 video - the bumper scuff is already there at 0:42, the Hendersons must've done "
     "it in May. So that's not on the Okafors, they get the full 500 back",
     "The scuff shows on the 31 May check-out video, so the Okafors get the full GBP 500."),
    ("16/6 pm - rang the Hendersons re the bumper, Mr H very apologetic, will pay for the smart repair (£95)",
     "Hendersons will pay GBP 95 for the bumper repair."),
    ("17/6 - smart repair man Weds 25th at the yard 9am", "Smart repair booked Wednesday 25th, 9am."),
    ("18/6 - do the Okafors get their whole deposit back? Mrs O's asking, want to reply today",
     "No - you're keeping GBP 120 back for the scuff on the rear bumper, so GBP 380 goes back on their Visa."),
]


async def main():
    memory = Memory.from_defaults(session_id="fen-rover", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("scuff is already there at 0:42" in c and "full 500 back" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Yes - all £500, the scuff was on the van before they had it", actual=reply)


asyncio.run(main())

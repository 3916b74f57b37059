"""Batch 40 (held out). A rugby club's junior section: the U9s coach's chat in LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Gareth coaches the U9s at Cwm Dyffryn RFC (and is assistant coach for the U10s). He chats with an assistant
through the week; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context
of each answer. Nine turns, 6-11 October 2025, each starting with the day however Gareth typed it.

Planted fault (ResponseError, ignored sufficient context): on Mon 6/10 Alfie W's dad tells Gareth that Alfie took a
bang to the head in the school yard on Thu 2/10; the GP says the return-to-play steps, no contact till he's been
symptom-free and is cleared, "not before the 23rd at the earliest". On Thursday Gareth notes that Alfie was at
training doing the non-contact drills. On Saturday he asks whether Alfie can play and the model goes by the
training note. Question: "is Alfie W ok to play v Blackwood tomorrow?" -> expected no (concussion protocol, not
cleared before the 23rd).

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the
head-knock message and the training message are both in the context of the last answer. Another reading: none that
we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b40_llamaindex_rugby_alfie_play_sunday_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 6/10 - Alfie W's dad: he banged heads w another kid in the yard at school thurs 2nd, GP says concussion, "
     "return to play steps, no contact till he's been fine for 2 wks + signed off, so not before the 23rd at the "
     "earliest", "Alfie W: concussion on 2 Oct, no contact rugby before the 23rd at the earliest."),
    ("6th - need 2 more tackle shields, Rhys says use the U10s ones tues", "Borrow the U10s tackle shields Tuesday."),
    ("Tues 7 Oct - training good, 14 there, worked on the ruck + going low", "Good session, 14 players."),
    ("7/10 Blackwood away sun 12th, ko 11, tag for the first half then contact, their call",
     "Sunday 12th at Blackwood, kick-off 11."),
    ("Thu 9th - Alfie W came to training, did the passing + non-contact drills, all smiles, dad stayed to watch",
     "Nice that Alfie was there."),
    ("9/10 kit - 3 kids need new scrum caps, order thru the club shop by fri", "Scrum caps via the club shop."),
    ("Fri - squad for sun 12: Ellis B, Alfie W, Noah, Jac, Osian, Mali, Teddy, Harri, Finn T, Cai",
     "Squad of 10 noted."),
    ("Fri 10th pm - Blackwood say bring own water, their tap's broke", "Bring water on Sunday."),
    ("Sat 11/10 - is Alfie W ok to play v Blackwood tomorrow?",
     "Yes - he was at training on Thursday doing the drills and was fine, and he's in your squad for Sunday."),
]


async def main():
    memory = Memory.from_defaults(session_id="cwm-u9s-gareth", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("not before the 23rd at the earliest" in c for c in lines), lines
                assert any("non-contact drills" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="No - he's still on the concussion return-to-play, not till the 23rd at best",
           actual=reply)


asyncio.run(main())

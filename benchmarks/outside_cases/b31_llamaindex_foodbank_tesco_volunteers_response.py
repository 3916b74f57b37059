"""Batch 31 (held out). A church food bank co-ordinator's chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Jan runs St Peter's Food Bank and chats with an assistant about collections, stock and who's helping; each
message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Nine
turns, March 2025, each starting with the day it was sent in whatever form Jan typed it.

Planted fault (ResponseError, ignored sufficient context): for the supermarket collection on Sat 22/3, Bev, Gwen
and Tony say yes; Kath can't; then Tony's hospital appointment lands on the Saturday ("Tony's just texted, the
hospital's put his knee appt on Sat 22nd 10am of all days, so he's out, he's mortified"); then two Duke of
Edinburgh lads sign up. Rev Andy only brings the minibus. Question (Thu 20/3): "how many have we got for the Tesco
collection sat, not counting Andy?" -> expected four (Bev, Gwen and the two DofE lads). The assistant counts Bev,
Gwen and Tony and says three.

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: every one
of those messages is in the context of the last answer. Another reading: none that we see; memory holds every
message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b31_llamaindex_foodbank_tesco_volunteers_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 10th - Tesco on the bypass said yes to a collection Sat 22/3, 9 till 1, need people on the doors handing "
     "out the shopping lists + someone w a big car for the crates", "Tesco collection Saturday 22 March, 9-1."),
    ("11/3 Bev + Gwen both up for sat, Tony too he says, he'll bring his flask lol",
     "Bev, Gwen and Tony for Saturday."),
    ("12.3 Kath's daughter's up from London that wkend so she's a no for sat, shame she's the best at it",
     "Kath can't do Saturday."),
    ("Fri 14 - stock check, v low on UHT + tinned fish again, loads of pasta as per", "Low on UHT and tinned fish."),
    ("15/3 - Tony's just texted, the hospital's put his knee appt on Sat 22nd 10am of all days, so he's out, he's "
     "mortified", "Tony's hospital appointment is on the 22nd."),
    ("17th - 2 of the DofE lads (Josh + Kai) said they'll do sat 9-1 for their volunteering hours!! result",
     "Josh and Kai (DofE) for Saturday 9-1."),
    ("18 March - Rev Andy will bring the church minibus about 11 for the crates, he's just driving, not doing the "
     "doors", "Rev Andy brings the minibus around 11."),
    ("19/3 print 200 shopping lists, the ones w the tins + UHT at the top", "200 shopping lists to print."),
    ("Thu 20/3 - how many have we got for the Tesco collection sat, not counting Andy?",
     "Three - Bev, Gwen and Tony on the doors, and Rev Andy's bringing the minibus about 11 for the crates."),
]


async def main():
    memory = Memory.from_defaults(session_id="st-peters-jan", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                for needle in ("Bev + Gwen both up for sat", "so he's out, he's mortified", "Josh + Kai",
                               "she's a no for sat", "he's just driving"):
                    assert any(needle in c for c in lines[:-1]), (needle, lines)
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="4 - Bev, Gwen + the two DofE boys", actual=reply)


asyncio.run(main())

"""Batch 64 (held out). A coastal path walking group's leader chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Gwen is leading Penwith Wayfarers' walk on Sun 14 May (Sennen Cove to Porthcurno on the coast path). She
recces it in bits and talks it through with an assistant; each message is ``aput`` into a LlamaIndex Memory and the
whole memory (``aget``) is the context of each answer. Her recce: Sennen Cove to Land's End 1 1/4 miles, Land's End
to Porthgwarra 3 1/2, Porthgwarra to Porthcurno 2 1/4. So seven miles.

Planted fault (ResponseError, ignored sufficient context): the messages with all three legs are in the context;
the model starts the count at Land's End and says five and three quarter miles. Question (Fri 12/5, for the
newsletter blurb): "how long is Sunday's walk, in miles?" -> expected seven.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the
messages with all three legs are in the context the model got. Another reading: none that we see; memory holds
every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b64_llamaindex_coastal_walk_distance_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("did the first bit today - Sennen Cove up to Land's End is 1 1/4 mi on my GPS, easy, loos at the cafe at the top",
     "Sennen Cove to Land's End: 1.25 miles, easy, toilets at the cafe at the top."),
    ("Land's End → Porthgwarra 3.5 mi, that's the hard bit, Nanjizal's got steps down + up like a wall. took me 1h40",
     "Land's End to Porthgwarra: 3.5 miles, the hardest section with steep steps at Nanjizal, about 1h40."),
    ("lunch at Porthgwarra - the little shop does pasties but only cash + shuts at 2 outside school hols",
     "Lunch at Porthgwarra; the shop does pasties, cash only, closing at 2 in term time."),
    ("last leg Porthgwarra to Porthcurno 2 1/4 miles past St Levan church, then the Minack if anyone wants to pay",
     "Porthgwarra to Porthcurno: 2.25 miles past St Levan church; the Minack is optional (paid)."),
    ("bus back - the 1 from Porthcurno 15.40 or 17.40, nothing in between on a sunday",
     "Return buses from Porthcurno on Sunday: the number 1 at 15.40 or 17.40."),
    ("Fri 12/5 - Maureen wants a line for the blurb: how long is Sunday's walk, in miles?",
     "About 5 3/4 miles - 3 1/2 from Land's End to Porthgwarra and 2 1/4 on to Porthcurno."),
]


async def main():
    memory = Memory.from_defaults(session_id="wayfarers-sennen-recce", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Sennen Cove up to Land's End is 1 1/4 mi" in c for c in lines[:-1]), lines
                assert any("Porthgwarra 3.5 mi" in c for c in lines[:-1]), lines
                assert any("Porthcurno 2 1/4 miles" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how long is Sunday's walk, in miles?",
           expected="seven miles, Sennen to Porthcurno (1 1/4 + 3 1/2 + 2 1/4)", actual=reply)


asyncio.run(main())

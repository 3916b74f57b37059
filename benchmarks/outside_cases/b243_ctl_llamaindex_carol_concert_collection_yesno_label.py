"""Batch 243 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Sowerby Singers, a community choir, give their carol concert on Sat 16th Dec 2051 at St Peter's, Sowerby -
carols, readings, mince pies, and a retiring collection at the end. Carol (the secretary) chats with the choir's
helper to keep track; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-10-12T21:00) - the concert Sat 16th Dec at St Peter's, 7pm, retiring collection for Overgate
Hospice as always; turn 2 - the solos; turn 3 (Thurs 23rd Nov) - the committee met last night and, with so many
struggling this year, voted to give this year's collection to the Calderdale food bank, the hospice next year
(Margaret wasn't thrilled but she came round); turn 4 - posters and the programme. Question (turn 5, Thurs 14/12):
"is the collection going to the hospice again this year? my neighbour wants to put a cheque in, who does she make
it out to" The assistant says no - it's the Calderdale food bank this year (the hospice next year), so the cheque
to the food bank. The label says yes, Overgate Hospice as always.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b243_ctl_llamaindex_carol_concert_collection_yesno_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("is the collection going to the hospice again this year? my neighbour wants to put a cheque in, who does "
            "she make it out to")
TURNS = [
    ("2051-10-12T21:00 CAROL CONCERT 🎄 sat 16th dec St Peter's Sowerby, 7pm. retiring collection for Overgate "
     "Hospice as always, buckets at the door",
     "Noted - carol concert Sat 16 Dec at St Peter's, Sowerby, 7pm, with the usual retiring collection for Overgate "
     "Hospice."),
    ("solos - Sue O Holy Night, little Freya 1st verse of Once in Royal (she's 8!! 😭), Alan Bleak Midwinter v2",
     "Solos: Sue - O Holy Night; Freya - first verse of Once in Royal; Alan - verse 2 of In the Bleak Midwinter."),
    ("Thurs 23rd Nov - committee met last nite, with so many struggling this yr we voted to give this yr's collection "
     "to the Calderdale food bank, hospice next yr. Margaret wasn't thrilled but she came round",
     "Got it - this year's collection goes to the Calderdale food bank, and the hospice again next year."),
    ("posters up in the Co-op + the library, programme's at the printers, 150 copies",
     "Posters are up in the Co-op and the library, and 150 programmes are at the printers."),
    (QUESTION,
     "No - this year's collection is for the Calderdale food bank (the hospice is next year), so the cheque should go "
     "to the food bank."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="sowerby-singers-carols-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thurs 14 December 2051. You are talking to Carol, secretary of Sowerby Singers "
                           "(carol concert Sat 16 Dec)."] + lines[:-1]
                assert any("retiring collection for Overgate Hospice as always" in c for c in context), context
                assert any("voted to give this yr's collection to the Calderdale food bank" in c for c in context), \
                    context
            reply = answer(text, lines[:-1], mock=mock) if i < len(TURNS) else answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - Overgate Hospice, as always", actual=reply)

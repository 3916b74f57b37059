"""Batch 123 (held out). A village show's entries: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Val, the Thornsett Village Show secretary, chats with the helper as the entries come in; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has last year's veg classes at 54 entries
("Mr Ackroyd said worst since covid"), 41 veg entries in by the Weds 5th Aug closing, 23 more handed in late on the
thurs by the allotment lot (committee said ok as the form had the wrong date on), and Brian withdrawing his 3 onion
entries (the slugs got them). The model adds 41 and 23 and leaves out the withdrawal. Question (Fri 7/8, Val, for her
speech at the prize-giving): "how many more veg entries have we got than last yr?" -> expected 7 (41 + 23 - 3 = 61,
against 54). The assistant says 10.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): last year's figure,
both batches of entries and the withdrawal are all in the context the model was given, and it left the withdrawal
out. Asserted: the four lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b123_llamaindex_show_veg_entries_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more veg entries have we got than last yr? for my bit at the prize-giving"
TURNS = [
    ("for the record last yr veg classes (1-14) had 54 entries all in, Mr Ackroyd said worst since covid. flowers "
     "were 38",
     "Last year: 54 vegetable entries (classes 1-14), 38 flowers."),
    ("entries closed weds 5th 8pm - veg 41, flowers 35, baking 62 (!!), crafts 19, kids 27",
     "At the close on Weds 5th: veg 41, flowers 35, baking 62, crafts 19, children's 27."),
    ("allotment lot brought 23 more veg in late on thurs - committee said ok as the form on the noticeboard had the "
     "wrong closing date on, my fault",
     "23 late veg entries from the allotments accepted on Thursday."),
    ("Pat Whitely confirmed for the baking, judges' lunch 12.30, Pam's doing quiche",
     "Pat Whitely confirmed for baking; judges' lunch at 12.30."),
    ("Brian's withdrawn his 3 onion entries, slugs got them overnight, he's gutted. he's still doing the marrow",
     "Noted - Brian's three onion entries are withdrawn; his marrow stays in."),
    (QUESTION,
     "10 more - 41 by the close plus 23 late from the allotments makes 64, against 54 last year."),
]


async def main():
    memory = Memory.from_defaults(session_id="thornsett-show-entries", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 7 August 2037. You are talking to Val, the show secretary."] + lines[:-1]
                assert any("had 54 entries" in c for c in context), context
                assert any("veg 41" in c for c in context), context
                assert any("23 more veg" in c for c in context), context
                assert any("withdrawn his 3 onion entries" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="7 more - 41 + 23 - Brian's 3 onions = 61, against 54 last year", actual=reply)


asyncio.run(main())

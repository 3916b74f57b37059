"""Batch 204 (held out). A Scout troop's Christmas post: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the longer sorting session in its context and gives the old length.

App: 1st Church Stretton Scouts run the Christmas post - 35p stamps, post boxes in the Co-op, the library and the
Spar, sorting on Saturdays at the Scout hut, deliveries by patrol. Dave (the Scout leader) chats with the troop's
helper while he sorts it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2046-11-08T19:45), sorting sats
at the hut 9.30-12, deliveries by patrol after; turn 2, the stamps; turn 3 (Sat 1st), last Saturday's sorting ran out
of time with 900 cards in two boxes, so from next Saturday sorting's 9.30 till 2 - bring a packed lunch, the hut's free
all day; turn 4, the patrols' rounds; turn 5, the last collection (Sat 15th Dec). Question (turn 6, Fri 7/12): "one
of the dads wants to help with sorting tmrw - how long are we at it?" -> expected four and a half hours (9.30 till
2). The model says two and a half hours, 9.30 to 12.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 9.30-12 line
and the Sat 1st "9.30 till 2" line are both in the context the model was given, and it answered from the first.
Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b204_llamaindex_scout_post_sorting_how_long_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "one of the dads wants to help with sorting tmrw - how long are we at it?"
TURNS = [
    ("2046-11-08T19:45 xmas post 🎄📮 stamps 35p, boxes in the Co-op, the library + the Spar from sat 24th, sorting "
     "sats at the hut 9.30-12, deliveries by patrol after",
     "Christmas post: 35p stamps, boxes in the Co-op, library and Spar from Sat 24th; sorting Saturdays at the hut "
     "9.30-12, then patrols deliver."),
    ("stamps - 3,000 printed, Sainsbury's local said they'll sell them too, Mrs P's got the float",
     "3,000 stamps printed; Sainsbury's Local is selling them too; Mrs P has the float."),
    ("Sat 1st - we ran out of time today, 900 cards in 2 boxes 😳 so from next sat sorting's 9.30 till 2, bring a "
     "packed lunch, the hut's free all day",
     "Noted - from next Saturday sorting runs 9.30 till 2; bring a packed lunch."),
    ("rounds - Kestrels north of the river, Otters south, Eagles do the villages with 3 parents driving",
     "Rounds: Kestrels north of the river, Otters south, Eagles the villages (3 parents driving)."),
    ("last collection sat 15th dec, anything after that goes back to the post office with a note",
     "Last collection Sat 15 Dec; anything later goes back to the post office with a note."),
    (QUESTION,
     "Two and a half hours - sorting's 9.30 till 12 at the hut, then the patrols go out delivering."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="church-stretton-scouts-xmas-post-2046-dave", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 7 Dec 2046. You are talking to Dave, leader of 1st Church Stretton Scouts; "
                           "the next sorting is Sat 8 Dec."] + lines[:-1]
                assert any("sorting sats at the hut 9.30-12" in c for c in context), context
                assert any("from next sat sorting's 9.30 till 2" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="four and a half hours - 9.30 till 2 since last week (bring a packed lunch)", actual=reply)

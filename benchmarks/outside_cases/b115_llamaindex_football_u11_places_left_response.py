"""Batch 115 (held out). A children's football tournament's entries: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Lisa, who organises Millbrook Juniors' summer tournament (Sun 14 June), chats with the helper as entries come
in; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has the U11 cap (10 teams - pitches 1 + 2 halved,
any more and we're there till 6), the first six U11 entries, then Ashford Colts paying for a 2nd U11 team on the link
and Hatton Rangers' U11s emailing to say they're in with a cheque in the post. The model takes only the first six
off. Question (Mon 8/6): "how many more U11 teams can we squeeze in? Kingsway are asking" -> expected 2 (10 - 8).
The assistant says 4.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the cap, the first
six entries and both later ones are all in the context the model was given, and it left the later two out.
Asserted: all four lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b115_llamaindex_football_u11_places_left_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more U11 teams can we squeeze in? Kingsway are asking"
TURNS = [
    ("U11s are on 1 + 2 (full size, halved) so 10 teams MAX - 2 groups of 5. any more and we're there til 6 + the "
     "cricket club want their car park back",
     "U11s: pitches 1 and 2 halved, 10 teams maximum (two groups of five)."),
    ("U11 entries so far 6 - Millbrook Red, Millbrook Black, Ashford Colts, St Mary's, Dene Park, Oakfield Utd. "
     "all paid the £25 exc Oakfield, chasing",
     "Six U11 entries so far; Oakfield still to pay."),
    ("burger van sorted, Gaz's cousin, 10% to the club. need someone on the tea urn 9-12 + 12-3",
     "Burger van booked (10% to the club); tea urn needs two shifts covering."),
    ("Ashford Colts have got enough for a 2nd U11 side!! paid the £25 on the link this morning",
     "Ashford Colts' second U11 team has paid and is in."),
    ("medals came, 180 + the 12 trophies. £264. they spelt Millbrook wrong on 2 of the trophies ffs, sending back",
     "Medals and trophies arrived (£264); two trophies going back for a misspelling."),
    ("Hatton Rangers U11 emailed 7/6 - they're in, cheque's in the post. nice to have someone new",
     "Hatton Rangers' U11s are in; cheque on its way."),
    (QUESTION,
     "4 more - you've got 6 U11 entries and the cap's 10."),
]


async def main():
    memory = Memory.from_defaults(session_id="mjfc-lisa-entries", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 8 June 2037. You are talking to Lisa, the organiser."] + lines[:-1]
                assert any("10 teams MAX" in c for c in context), context
                assert any("U11 entries so far 6" in c for c in context), context
                assert any("2nd U11 side" in c for c in context), context
                assert any("Hatton Rangers U11" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="2 - the cap's 10 and there are 8 in (the first 6, Ashford's 2nd team and Hatton)",
           actual=reply)


asyncio.run(main())

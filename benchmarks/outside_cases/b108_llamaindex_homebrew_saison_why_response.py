"""Batch 108 (held out). A home-brew competition's judging notes: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Fran, a judge on table 2 at the Medway Homebrewers' competition, types her table's results into a chat with an
assistant as the scoresheets come back; the whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says Dave H's saison got 29/50 - a lovely beer,
but he entered it as a Belgian pale so it was judged to that style and it's far too dry and peppery for one; turn 2
says Kev's bitter (from table 4, passed over for a second opinion) got 22, infected, sour with a plasters smell;
turn 3 Mark's tripel 38, best on the table; turn 4 the medals. Question (turn 5): "dave's asking why his saison only
got 29, what do i tell him?" -> expected it was entered in the wrong category (judged as a Belgian pale, too dry
and peppery for that). The model says it had an infection.

Expected verdict: ResponseError at litellm.completion (the turn-5 answer call, wrapped in fault()). Asserted: the
saison line with the category reason is in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b108_llamaindex_homebrew_saison_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "dave's asking why his saison only got 29, what do i tell him?"
TURNS = [
    ("tbl 2 first lot: Dave H saison 29/50 - gorgeous beer tbh but he put it in as a Belgian pale so we had to "
     "judge it to that, way too dry + peppery for the style. Fran + Dave W agreed",
     "Dave H's saison: 29/50, judged as a Belgian pale ale."),
    ("Steve passed us Kev's bitter for a 2nd opinion - 22. infected, sour and a plasters/TCP smell, shame as the "
     "colour was spot on",
     "Kev's bitter: 22, infected (sour, TCP)."),
    ("mark's tripel 38!! best on our table by a mile, clean, dangerously drinkable at 9%",
     "Mark's tripel: 38, top of table 2."),
    ("medals tbl 2: gold Mark tripel, silver Jo's dubbel 34, bronze the witbier (Anika) 31. certs at the bar",
     "Table 2 medals: gold Mark, silver Jo, bronze Anika."),
    (QUESTION,
     "Tell him it had an infection - the judges picked up sourness and a TCP-like smell, so check his sanitising."),
]


async def main():
    memory = Memory.from_defaults(session_id="mhb-comp-table2-fran", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sun 1 March 2038, judging day."] + lines[:-1]
                assert any("Dave H saison 29/50" in c and "put it in as a Belgian pale" in c for c in context), \
                    context
                assert any("infected" in c and "Kev" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="wrong category - it went in as a Belgian pale, so too dry and peppery for that",
           actual=reply)


asyncio.run(main())

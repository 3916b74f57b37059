"""Batch 247 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: "Crossroads", the parish magazine of St Peter's, Luddenden - 11 issues a year (July/August is a double), paid
for by the adverts. Alan (the treasurer, who also does the adverts) chats with the parish office's helper; the chat
is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory (the chat): turn 1, 2050-10-03 - advert rates for the year, quarter page £60, half £110, full page £200, 11
issues; turn 2, the Dog & Partridge want to go up to a half page; turn 3, Tue 18th Nov - the PCC agreed last night
adverts go up from January, quarter £75, half £130, full £240, first rise in 6 yrs, printing's gone up that much;
turn 4, Thu 8 Jan - January invoices out, at the new rates, two moaned, nobody's left. Question (turn 5, Mon 9/3/51):
"the new nail bar on Towngate want a quarter page for a year - what do I tell her it is?" The assistant says £75 for
the year (11 issues). The label says £60.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b247_ctl_llamaindex_parishmag_quarter_page_price_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "the new nail bar on Towngate want a quarter page for a year - what do I tell her it is?"
TURNS = [
    ("2050-10-03 advert rates for the yr (11 issues, jul/aug is a double): quarter page £60, half £110, full page "
     "£200. invoices go out in jan, cheques to 'St Peter's PCC' pls",
     "Noted - quarter page £60, half page £110, full page £200 for the year's 11 issues; invoices in January."),
    ("Dog & Partridge want to go up to a half page, new menu, they'll send the artwork by the 20th",
     "The Dog & Partridge are moving to a half page; artwork due by the 20th."),
    ("Tue 18th Nov - PCC agreed last nite adverts go up from Jan: quarter £75, half £130, full £240. first rise in "
     "6 yrs, printing's gone up that much 😬",
     "Understood - from January, quarter page £75, half page £130, full page £240."),
    ("Thu 8 Jan - Jan invoices out, at the new rates. 2 moaned, nobody's left 🙌",
     "January invoices are out at the new rates; no advertisers lost."),
    (QUESTION,
     "£75 for the year - that's the quarter-page rate since January, for all 11 issues."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="crossroads-adverts-alan", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 9 March 2051. You are talking to Alan, treasurer of St Peter's, Luddenden, "
                           "who handles the adverts in Crossroads, the parish magazine."] + lines[:-1]
                assert any("quarter page £60" in c for c in context), context
                assert any("adverts go up from Jan: quarter £75" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£60 for the year", actual=reply)

"""Batch 394 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: the Treviño family are planning Dani's quinceañera for Sat 6/18/2050. Yoli (Dani's mom) chats with the family's
helper to keep track of the dress, the tiara and the damas; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Memory: turn 1 (2050-04-28T19:00) - last fitting for Dani's vestido is Sat 5/28 at 11 at Boutique Rosalinda, bring
the shoes and the petticoat; turn 2 - the tiara and the última muñeca are ordered, in by 5/20; turn 3 (Mon 5/23) -
the boutique called, the seamstress is going to be out for her daughter's surgery, so they moved the fitting to
"this Thursday after school, 4:30", still bring the shoes; turn 4 - the damas' dresses are done. Question (turn 5,
Tue 5/24): "when's Dani's fitting again? Tía Rosie's driving her, she needs to ask off work" The assistant says
Thursday 5/26 at 4:30 at Boutique Rosalinda (moved from Saturday). The label says Saturday 5/28 at 11.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b394_ctl_llamaindex_quince_dress_fitting_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when's Dani's fitting again? Tía Rosie's driving her, she needs to ask off work"
TURNS = [
    ("2050-04-28T19:00 last fitting for Dani's vestido is Sat 5/28 at 11 at Boutique Rosalinda 👗 bring the shoes + "
     "the petticoat",
     "Noted - Dani's last dress fitting is Saturday 5/28 at 11 at Boutique Rosalinda; bring the shoes and the "
     "petticoat."),
    ("tiara + the última muñeca are ordered, they come in by 5/20",
     "The tiara and the última muñeca are ordered and due in by 5/20."),
    ("Mon 5/23 - boutique called 😩 the seamstress is gonna be out for her daughter's surgery so they moved the "
     "fitting to this Thursday after school, 4:30. still bring the shoes",
     "Got it - the fitting moved to this Thursday after school at 4:30, because the seamstress will be out; still "
     "bring the shoes."),
    ("damas' dresses are DONE ✅ they look so pretty, the gold was the right call",
     "The damas' dresses are done - good to hear."),
    (QUESTION,
     "Thursday 5/26 at 4:30, after school, at Boutique Rosalinda - they moved it from Saturday because the "
     "seamstress is out. Bring the shoes."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="trevino-yoli-quince-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 5/24/2050. You are talking to Yoli, mom of Dani Treviño (quince Sat "
                           "6/18)."] + lines[:-1]
                assert any("vestido is Sat 5/28 at 11" in c for c in context), context
                assert any(c.startswith("Mon 5/23") and "this Thursday after school, 4:30" in c
                           for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Saturday 5/28 at 11", actual=reply)

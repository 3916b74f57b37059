"""Batch 292 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Moorside Cattery above Mytholmroyd is run by Gemma - 16 pens, a kitchen where every cat's food is labelled,
owners ringing in from their holidays. Gemma keeps her notes on the cats in a chat with the cattery's helper
(LlamaIndex Memory, read back each turn as the answer's context); the Saturday girl Katie asks it things too.

Memory: turn 1 (2051-06-10T09:30) - Oscar in pen 4 for three weeks, his owner says he's on the renal food, his
kidneys, Royal Canin renal, nothing else, she's left a bag; turn 2 - he's fussy about litter, pellets only; turn 3
(Mon 19th Jun) - Oscar's owner rang from Crete, his re-test came back and his kidneys are fine after all, the
first sample was dodgy; she says keep him on the renal anyway, it's the only thing he doesn't sick up, the normal
stuff goes straight through him; turn 4 (Weds 21/6) - the vet's in Thursday for Biscuit's bloods and can do
Oscar's nails. Question (turn 5, Sat 24/6, Katie): "why's Oscar on that renal food? he keeps trying to nick next
door's pouches 😂" The assistant says not for his kidneys - his re-test was clear - it's the only food his tummy
keeps down, so keep him off the pouches. The label says because of his kidneys.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b292_ctl_llamaindex_cattery_special_food_why_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "why's Oscar on that renal food? he keeps trying to nick next door's pouches 😂"
TURNS = [
    ("2051-06-10T09:30 OSCAR 🐈 pen 4 for 3 wks. owner says he's on the renal food, his kidneys - Royal Canin renal "
     "dry + the pouches, NOTHING else. she's left a bag in the kitchen, labelled",
     "Noted - Oscar in pen 4 for three weeks, on Royal Canin renal (dry and pouches) for his kidneys, nothing else; "
     "his bag is labelled in the kitchen."),
    ("his litter - pellets only, he won't go on the clumping stuff, fusspot",
     "Oscar: pellet litter only."),
    ("Mon 19th Jun - Oscar's mum rang from Crete, his re-test came back + his kidneys are fine after all 🙌 first "
     "sample was dodgy. she says keep him on the renal anyway, it's the only thing he doesn't sick up, the normal "
     "stuff goes straight thru him",
     "Good news - Oscar's kidneys are fine (the first sample was faulty). He stays on the renal food because it's the "
     "only food he keeps down."),
    ("Weds 21/6 vet's in thurs for Biscuit's bloods, she'll do Oscar's nails while she's here, £8 on his bill",
     "The vet's in on Thursday for Biscuit's bloods and will clip Oscar's nails - £8 on his bill."),
    (QUESTION,
     "Not his kidneys any more - his re-test was clear. He's on it because it's the only food his tummy keeps down, "
     "so keep him off next door's pouches."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="moorside-cattery-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 24 June 2051. You are talking to Katie, who works Saturdays at Moorside "
                           "Cattery."] + lines[:-1]
                assert any("he's on the renal food, his kidneys" in c for c in context), context
                assert any("his kidneys are fine after all" in c and "the only thing he doesn't sick up" in c
                           for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="because of his kidneys", actual=reply)

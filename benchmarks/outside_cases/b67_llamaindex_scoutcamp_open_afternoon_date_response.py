"""Batch 67 (held out). A scout troop's summer camp: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Baloo (Mark, assistant scout leader of 1st Minchinhampton) talks the camp letter to parents through with an
assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each
answer. Camp runs Fri 27 July to Fri 3 August 2029 at Hale's Farm; the parents' open afternoon is "the first sunday",
so Sunday 29 July.

Planted fault (ResponseError, ignored sufficient context): the messages with the camp dates and the open afternoon
are in the context; the model counts the Sunday wrong and says Sunday the 28th. Question (for the camp letter): "what
date's the parents' open afternoon?" -> expected Sunday 29 July.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the message
with the camp dates and the one with "the first sunday" are in the context. Another reading: none that we see;
memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b67_llamaindex_scoutcamp_open_afternoon_date_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("camp's confirmed - Hale's Farm, Slad valley, fri 27/7 -> fri 3/8. coach from the hut 9am, back about 4",
     "Camp at Hale's Farm in the Slad valley, Friday 27 July to Friday 3 August; coach leaves the hut at 9am and "
     "is back about 4pm."),
    ("cost £185 all in, £40 dep by end of june, rest by 13 July. ask Akela if anyone needs help w it, quietly",
     "£185 in total: £40 deposit by the end of June, the rest by 13 July; families who need help can speak to "
     "Akela in confidence."),
    ("parents' open afternoon - the first sunday we're there, 2 till half 4. they can see the gadgets + the "
     "patrol kitchens, and bring cake for the tuck tent pls",
     "Open afternoon: the first Sunday of camp, 2-4.30pm, to see the gadgets and patrol kitchens; parents asked to "
     "bring cake for the tuck tent."),
    ("no phones. if they need to get hold of us its Skip's mobile 07700 900412, leave a msg",
     "No phones for scouts; parents can reach the leaders on Skip's mobile, 07700 900412."),
    ("medical forms + any meds in a named bag handed to me at the coach, not packed in rucksacks",
     "Medical forms and medicines go in a named bag handed to Baloo at the coach, not in rucksacks."),
    ("for the letter: what date's the parents' open afternoon?",
     "Sunday 28 July, 2 till half past 4 - and ask them to bring a cake for the tuck tent."),
]


async def main():
    memory = Memory.from_defaults(session_id="1st-minch-camp-letter", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("fri 27/7 -> fri 3/8" in c for c in lines[:-1]), lines
                assert any("the first sunday we're there" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("what date's the parents' open afternoon?",
           expected="Sun 29th July (the first Sunday, two days after they go)", actual=reply)


asyncio.run(main())

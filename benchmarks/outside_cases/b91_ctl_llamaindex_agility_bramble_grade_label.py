"""Batch 91 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Jo, who runs two collies, sorts her show weekends in a chat with an assistant; the whole memory goes into each
answer call.

Memory: turn 1 has her entries for the Herts County Show on Sun 22/6 - Bramble in G3 agility and G3 jumping, Moss
in G5 jumping and the pairs with Kim; turn 3 says Bramble won the G3 jumping at Malvern on the 14th, her third
win, so she's a Grade 4 dog now, card signed; the show secretary says she has to run G4 on Sunday and will put her
in the G4 classes on the sheet. Question (turn 6, Thu 19/6): "can I run bramble in the G3 jumping on sunday?" The
assistant says no, she's G4 now after Malvern, the secretary's putting her in G4. The label says yes, she's on the
G3 entry.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b91_ctl_llamaindex_agility_bramble_grade_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("herts county entries in for sun 22/6: Bramble G3 agility + G3 jumping, Moss G5 jumping + the pairs w Kim. "
     "£4.50 a run, £27 all in, paid",
     "Herts County, Sun 22 June: Bramble in G3 agility and G3 jumping; Moss in G5 jumping and pairs with Kim; £27 "
     "paid."),
    ("Moss's nails need doing before, she slipped on the dogwalk at Malvern",
     "Nails for Moss before Sunday."),
    ("BRAMBLE WON THE G3 JUMPING AT MALVERN 14/6!!! that's her 3rd so she's a grade 4 dog now, card's signed. "
     "rang the Herts sec, she says she has to run G4 sunday + she'll pop her in the G4 classes on the sheet",
     "Congratulations! Bramble's Grade 4 now; the Herts secretary is putting her into the G4 classes for Sunday."),
    ("Kim can't get there till 10, pairs is after lunch anyway so fine",
     "Kim arrives 10; pairs is after lunch."),
    ("camping in the showground fri + sat, £18 a night, hook up sold out so bring the power pack",
     "Camping Friday and Saturday, £18 a night, no hook-up - bring the power pack."),
    ("can I run bramble in the G3 jumping on sunday? doing my running order",
     "No - after Malvern she's Grade 4, so the secretary's putting her in the G4 classes for Sunday, not G3."),
]


async def main():
    memory = Memory.from_defaults(session_id="jo-collies", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Bramble G3 agility + G3 jumping" in c for c in lines[:-1]), lines
                assert any("she's a grade 4 dog now" in c for c in lines[:-1]), lines
                reply = answer(text, ["Today is Thu 19 June 2034."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("can I run bramble in the G3 jumping on sunday? doing my running order",
           expected="yes - she's on the G3 entry", actual=reply)


asyncio.run(main())

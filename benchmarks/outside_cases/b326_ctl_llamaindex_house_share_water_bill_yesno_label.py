"""Batch 326 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: four students share 9 Headingley Mount in Leeds (2051-52) - Amara, Callum, Nia and Tom. The house chat with
its helper is kept in LlamaIndex Memory and read back each turn as the answer's context; whoever's online asks it
things.

Memory: turn 1 (Amara, 2051-09-24T19:00) - rent's £450 each, bills not included; the water's Yorkshire Water,
£7.50 each a month, in her name, send it to her by the 5th; turn 2 - bins, black and green alternate weeks, out
Sunday night; turn 3 (Amara, Fri 17 Nov) - the landlord's putting the water into the rent from January (his other
houses are all like that), so the rent's £457.50 from then, and she'll cancel the Yorkshire Water direct debit,
less faff; turn 4 - Christmas, heating on frost setting while they're all home, Callum's checking the boiler
pressure before he goes. Question (turn 5, Mon 5/2, Callum): "do I still need to send Amara money for the water this
month?" The assistant says no - the water's been in the rent since January (£457.50 now) and the Yorkshire Water DD
is cancelled. The label says yes, £7.50 to Amara by the 5th.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b326_ctl_llamaindex_house_share_water_bill_yesno_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "do I still need to send Amara money for the water this month?"
TURNS = [
    ("2051-09-24T19:00 (Amara) moving in sorted 🏠 rent £450 each, bills NOT incl. water's Yorkshire Water, £7.50 "
     "each a month, in my name so send it me by the 5th pls",
     "Got it - rent £450 each, bills separate; the water is Yorkshire Water in Amara's name, £7.50 each a month to "
     "her by the 5th."),
    ("(Tom) bins - black + green alternate wks, out sun night, council app says black first",
     "Bins go out Sunday night, black and green on alternate weeks - black first."),
    ("Fri 17 Nov (Amara) - landlord's putting the water into the rent from jan (his other houses are all like that "
     "apparently) so rent's £457.50 from then + I'll cancel the YW DD. less faff 🙌",
     "Noted - from January the water is in the rent (£457.50 each), and Amara's cancelling the Yorkshire Water DD."),
    ("(Nia) xmas - heating on frost setting while we're all home, Callum's checking the boiler pressure b4 he goes",
     "Heating on frost setting over Christmas; Callum is checking the boiler pressure before he leaves."),
    (f"(Callum) {QUESTION}",
     "No - since January the water's in the rent (it's £457.50 now), and Amara cancelled the Yorkshire Water DD, so "
     "there's nothing to send her."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="headingley-mount-9", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 5 February 2052. You are talking to Callum, who lives at 9 Headingley Mount "
                           "with Amara, Nia and Tom."] + lines[:-1]
                assert any("£7.50 each a month, in my name" in c for c in context), context
                assert any("putting the water into the rent from jan" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - £7.50 to Amara by the 5th", actual=reply)

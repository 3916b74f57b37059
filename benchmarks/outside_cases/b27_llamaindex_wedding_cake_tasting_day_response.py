"""Batch 27 (held out). A wedding planner's chat: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Gemma at Bluebell Weddings chats with an assistant about one couple's wedding (Priya Ahmed and Sam Clarke, Sat
13 Sept 2025): fittings, suppliers, deposits. Each message is ``aput`` into a LlamaIndex Memory and the whole memory
(``aget``) is the context of each answer. Ten turns, March-April 2025, each starting with the day it was sent.

Planted fault (ResponseError, ignored sufficient context): the cake tasting is fixed relative to another date: Bea
"can do the tasting the Sat after Priya's 1st dress fitting". The fitting was Sat 5 Apr, and on 14 Mar the bridal
shop's seamstress went off sick and the fitting went to Sat 12 Apr, so the tasting is Sat 19 Apr. The model counts
from the first fitting date and says Sat 12 April. Question (2 Apr): "which day's the cake tasting?" -> expected
"Saturday 19 April".

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the tasting
message and the later fitting date are both in the context of the last answer. Another reading: none that we see;
memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b27_llamaindex_wedding_cake_tasting_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("3 Mar - Ahmed-Clarke: Priya's 1st dress fitting at Blush Bridal, Bury, Sat 5/4 11am, mum + sister going",
     "Priya's first fitting: Saturday 5 April, 11am, Blush Bridal in Bury."),
    ("5 Mar - Bea (Sugar Loaf Cakes) can do the tasting for P + S the Sat after Priya's 1st dress fitting, 2pm at "
     "her kitchen in Lavenham, 5 flavours, £25 off the cake if they book on the day",
     "Cake tasting with Bea at 2pm in Lavenham, the Saturday after the first fitting."),
    ("10 Mar - florist moodboard sent to Priya, she loves the peonies, Sam 'doesn't mind' lol",
     "Moodboard sent; peonies are a hit."),
    ("14 Mar - Blush Bridal rang: seamstress off sick for a fortnight, Priya's 1st fitting pushed to Sat 12/4 same "
     "time. Told Priya, she's fine", "First fitting is now Saturday 12 April at 11am."),
    ("17 Mar - Hengrave 2nd instalment done (dad), balance £2,750 by 2 Aug", "Venue: GBP 2,750 left, due by 2 August."),
    ("20 Mar - Sam's mum wants a hog roast for eve food, Hengrave ok w outside caterers, £3pp",
     "A hog roast for the evening is allowed at GBP 3 a head."),
    ("24 Mar - menu tasting at Hengrave Sat 10 May, 2 ppl free", "Menu tasting at Hengrave: Saturday 10 May."),
    ("27 Mar - Mike (photos) wants a shot list by end of June, no rush",
     "Mike wants the shot list by the end of June."),
    ("31 Mar - Priya's dog Biscuit can't come to Lavenham, Bea's allergic, so they need a sitter that day",
     "Noted - Biscuit stays at home on the cake tasting day."),
    ("2 Apr - Priya asks which day's the cake tasting again?? needs to book the dog sitter + Sam's got 5-a-side "
     "some Sats",
     "Saturday 12 April, 2pm at Bea's kitchen in Lavenham - the Saturday after the 5 April fitting."),
]


async def main():
    memory = Memory.from_defaults(session_id="bluebell-gemma", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("the Sat after Priya's 1st dress fitting" in c for c in lines), lines
                assert any("pushed to Sat 12/4" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Sat 19 April - a week after the (delayed) fitting", actual=reply)


asyncio.run(main())

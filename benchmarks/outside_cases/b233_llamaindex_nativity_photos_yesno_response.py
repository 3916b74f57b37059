"""Batch 233 (held out). A playgroup's Christmas nativity: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the curtain-call photos in its context and says no photos at all.

App: Tiny Tots playgroup put on their nativity at Marsden Methodist chapel on Fri 16th December 2050, 10.30am -
angels, shepherds, three kings and a flock of sheep, four songs, then mince pies and mulled wine (squash for the
kids) in the hall. Hannah (the playgroup leader) chats with the playgroup's helper while she sorts it; the chat is
kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-11-14T13:10), the date, the
songs and the mince pies after; turn 2, the costumes; turn 3 (Tue 22nd Nov), no phones or filming during it as two
of the families can't have their kids online - but at the end there's a curtain call with just the kids who are ok
for photos, and parents can snap away then; turn 4, the mince pies; turn 5, the rehearsals. Question (turn 6, Mon
12/12): "Isla's mum is asking can she get a photo of Isla in her angel costume at the end? she's down as fine for
pics" -> expected yes - at the curtain call at the end (just no phones during the show). The model says no, no
photos or filming at all.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the no-phones rule
and the curtain-call photos for the kids who are fine for pictures are in the same line of the context the model was
given, and it answered from the first half. Asserted: the context has that line with both halves.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b233_llamaindex_nativity_photos_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("Isla's mum is asking can she get a photo of Isla in her angel costume at the end? she's down as fine "
            "for pics")
TURNS = [
    ("2050-11-14T13:10 NATIVITY ⭐ fri 16th dec 10.30 in the chapel. songs: Little Donkey, Away in a Manger, Twinkle "
     "Twinkle (the babies' one) + We Wish You. mince pies + mulled wine (squash for kids) in the hall after. keep "
     "track for me pls",
     "Will do - nativity Friday 16 December, 10.30 in the chapel, four songs, then mince pies and mulled wine (squash "
     "for the children) in the hall."),
    ("costumes - angels (tinsel halos, Sarah's doing), shepherds in tea towels, 3 kings w/ the crowns from the xmas "
     "box, Mary + Joseph, the rest are sheep 🐑",
     "Costumes: angels with tinsel halos (Sarah), shepherds in tea towels, three kings, Mary and Joseph, and sheep."),
    ("Tue 22nd Nov - NO phones or filming during it pls, 2 of our families can't have the kids online. BUT at the end "
     "we'll do a curtain call with just the kids who are ok for photos + parents can snap away then 📸",
     "Got it - no phones or filming during the nativity; at the end there's a curtain call for the children who are "
     "fine for photos, and parents can take pictures then."),
    ("mince pies - Greggs giving 4 doz, Pat's baking 2 doz, mulled wine from the Co-op, I'll do the urn",
     "Mince pies: four dozen from Greggs and two dozen from Pat; mulled wine from the Co-op; you're on the urn."),
    ("rehearsals tues + thurs mornings, Mr Dean's on the piano, dress rehearsal weds 14th",
     "Rehearsals Tuesday and Thursday mornings with Mr Dean on piano; dress rehearsal Wednesday 14th."),
    (QUESTION,
     "No, I'm afraid not - there's no phones or filming at the nativity, because two families can't have their "
     "children online."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="tiny-tots-nativity-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 12 December 2050. You are talking to Hannah, who runs Tiny Tots playgroup "
                           "(nativity Fri 16 December)."] + lines[:-1]
                assert any("NO phones or filming during it" in c and "curtain call with just the kids who are ok "
                           "for photos + parents can snap away then" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - at the curtain call at the end, for the kids who are ok for photos (just no phones "
                          "during the show)", actual=reply)

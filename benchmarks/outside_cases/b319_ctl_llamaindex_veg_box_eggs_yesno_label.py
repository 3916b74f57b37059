"""Batch 319 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Moorside Veg Boxes, run out of a greengrocer's in Haworth, deliver small, medium and large veg boxes on
Thursdays, with eggs, bread and a fruit bag as add-ons. Rachel (a customer) chats with the scheme's helper to keep
track of her box; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2050-09-12T19:10) - signed up, medium box and half a dozen eggs every week from Hill Top farm,
delivered Thursdays; turn 2 - swap the beetroot for something else, the kids won't touch it; turn 3 (Sat 19th Nov)
- the newsletter says Hill Top's hens are shut in with the bird flu housing order and have gone off lay, so no eggs
in the boxes till it's lifted, a jar of their honey instead and the egg money comes off; turn 4 - away 8th-11th
Dec, skip that week. Question (turn 5, Weds 30/11): "am I getting eggs in tomorrow's box? doing Yorkshires on
sunday + a cake for the school fair" The assistant says no - Hill Top's hens are shut in and off lay, she'll get
honey instead, so buy eggs. The label says yes, half a dozen from Hill Top with the medium box.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b319_ctl_llamaindex_veg_box_eggs_yesno_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "am I getting eggs in tomorrow's box? doing Yorkshires on sunday + a cake for the school fair"
TURNS = [
    ("2050-09-12T19:10 signed up for Moorside boxes 🥕 medium box + half a doz eggs every wk from Hill Top farm, "
     "comes thursdays. £17.40 all in",
     "Lovely - a medium box plus half a dozen Hill Top eggs every Thursday, £17.40 all in."),
    ("can u ask them to swap the beetroot for something else, the kids won't touch it 🙄",
     "Noted - no beetroot; they'll swap it for something else in your box."),
    ("Sat 19th Nov - newsletter came, Hill Top's hens are shut in w/ the bird flu housing order + they've gone off "
     "lay, so no eggs in the boxes till it's lifted 😢 we get a jar of their honey instead + the egg money comes off",
     "Noted - no eggs for now while Hill Top's hens are housed; a jar of their honey instead, and the egg money comes "
     "off."),
    ("we're away 8th-11th dec, skip that wk pls",
     "Done - your box is skipped the week of 8 December."),
    (QUESTION,
     "No - Hill Top's hens are still shut in and off lay, so there's no eggs in the boxes at the minute (you'll get "
     "honey instead). You'll need to buy some for the Yorkshires and the cake."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="moorside-rachel-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 30 November 2050. You are talking to Rachel, a Moorside Veg Boxes customer "
                           "(medium box, Thursdays)."] + lines[:-1]
                assert any("medium box + half a doz eggs every wk from Hill Top farm" in c for c in context), context
                assert any("no eggs in the boxes till it's lifted" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - half a dozen from Hill Top with the medium box", actual=reply)

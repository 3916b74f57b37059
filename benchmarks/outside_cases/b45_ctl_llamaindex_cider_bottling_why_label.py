"""Batch 45 (held out), control. A couple's home-brew chat: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn.

App: Mel chats with an assistant about the cider she and Jon make; each message is ``aput`` into a LlamaIndex Memory
and the whole memory (``aget``) is the context of each answer. They meant to bottle the cider on Sat 14/11 once the
swing-top bottles came. The bottles came on the Tuesday. But Mel's reading that week was still 1.012, and Jon's
uncle Mick said to wait till it's near 1.000 or the bottles could go pop in the cupboard; so it stays in the
demijohns till at least the 28th.

No fault planted. Question (Thu 12/11): "why aren't we bottling the cider this weekend?" The model answers: it's
still at 1.012 and needs to get down near 1.000 first, or the bottles could burst; right per memory. The label says
the swing-top bottles haven't come yet. Expected verdict: AnnotationError (the label is wrong); no memory operation is
at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b45_ctl_llamaindex_cider_bottling_why_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("plan is bottle the cider sat 14th, as long as the swing tops from Leek have come by then",
     "Bottling pencilled in for Sat 14 Nov, bottles permitting."),
    ("swing tops came tues!! all 40, washed + sanitised, lined up in the garage like soldiers",
     "All 40 swing-tops are here and clean."),
    ("took a reading tonight (weds) - 1.012 still. Mick says wait till it's 1.000 or near, otherwise the bottles "
     "could go pop in the cupboard. Jon not impressed, he wanted it for bonfire nite lol",
     "1.012 on Wednesday; Mick advises waiting for about 1.000 so the bottles don't burst."),
    ("stout bottled sun, 38 bottles + 1 that's mostly sludge",
     "Stout's bottled - 38 good ones."),
    ("ok cider's staying in the demijohns till at least the 28th, I'll check the gravity again then",
     "Cider stays in the demijohns until at least 28 Nov; recheck the gravity then."),
    ("Col dropped off a sack of perry pears, they're rock hard, in the shed to ripen",
     "Perry pears ripening in the shed."),
    ("Thu 12/11 - Jon's mum's asked why aren't we bottling the cider this weekend? what do I tell her",
     "It's not finished yet - it was still at 1.012 on Wednesday and needs to get down to about 1.000, otherwise "
     "the bottles could go pop. The swing-tops are already here; you'll check it again on the 28th."),
]


async def main():
    memory = Memory.from_defaults(session_id="mel-jon-brewing", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("as long as the swing tops from Leek have come" in c for c in lines), lines
                assert any("swing tops came tues" in c for c in lines), lines
                assert any("1.012 still" in c for c in lines), lines
            reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("why aren't we bottling the cider this weekend?",
           expected="Because the swing-top bottles haven't turned up yet", actual=reply)


asyncio.run(main())

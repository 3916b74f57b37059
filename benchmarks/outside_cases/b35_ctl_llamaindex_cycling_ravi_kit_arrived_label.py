"""Batch 35 (held out), control. A cycling club kit secretary's chat: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Jen, kit secretary of Calder Valley Wheelers, chats with an assistant about the winter kit order; each message
is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Nine turns,
March-April 2025. Ravi (a new member) ordered a jersey, bib shorts, a gilet and two pairs of socks. The jerseys and
socks came in the first box, the gilets the week after; the size L bibs are still being made and won't be ready for
another three weeks, though everyone else's bibs have come.

No fault planted. Question (Sat 12/4): "which bits of Ravi's order have come in?" The model answers the jersey, the
gilet and the socks, right per memory. The label says everything, bibs included. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b35_ctl_llamaindex_cycling_ravi_kit_arrived_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("3/3 - order's gone to Milltag, 41 people, £3,870 all in. club pays £10 a jersey", "Order sent: 41 people."),
    ("Ravi's order for my notes: jersey M, bibs L (sized up like I told him), gilet M, socks x2. paid £172 by bank",
     "Ravi: jersey M, bibs L, gilet M, two pairs of socks; paid GBP 172."),
    ("Mon 24th - first box!! all the jerseys + all the socks. gilets to follow", "Jerseys and socks in."),
    ("handed out 15 lots at the club run sun, rest at the pub weds", "15 handed out."),
    ("31/3 gilets arrived, the lot, 23 of them", "Gilets in."),
    ("Weds 2nd Apr - bibs came today, but Milltag say the L ones are still being sewn, short of the chamois pads "
     "in that size. another 3 wks for those 7. everyone else's bibs are here",
     "Bibs in except the 7 size L, about 3 weeks more."),
    ("Ravi's got his jersey + socks already, I'll give him the gilet sun", "Ravi has jersey and socks; gilet Sunday."),
    ("6.4 gave Ravi his gilet at the cafe stop, he loves it", "Ravi has his gilet."),
    ("Sat 12/4 - Ravi's asking again, which bits of Ravi's order have come in?",
     "Jersey, gilet and both pairs of socks - he's got all of those now. His bibs are a size L, so they're still at "
     "Milltag with the other six, due round the 23rd."),
]


async def main():
    memory = Memory.from_defaults(session_id="cvw-kit-jen", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("bibs L (sized up" in c for c in lines), lines
                assert any("the L ones are still being sewn" in c for c in lines), lines
                assert any("gave Ravi his gilet" in c for c in lines), lines
            reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("which bits of Ravi's order have come in?", expected="All of it - jersey, bibs, gilet and socks",
           actual=reply)


asyncio.run(main())

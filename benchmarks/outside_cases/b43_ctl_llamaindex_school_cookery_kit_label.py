"""Batch 43 (held out), control. A primary school's after-school clubs: the office manager's chat in LlamaIndex
Memory (async aput/aget), asyncio, one root span per turn.

App: Mrs Begum at Brook Lane Primary chats with an assistant while she writes the clubs letter for the second half
of the spring term; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the
context of each answer. Cookery club (Thursdays, Mrs Kaur) starts back on 26 Feb: the children bring an apron, and
from Mrs Kaur's later message a named tub with a lid; the £2 a week goes on ParentPay. Some parents asked about oven
gloves; Mrs Kaur would rather everyone used the school's box of them, so there's nothing to send.

No fault planted. Question (Mon 23/2): "what do the kids need to bring to cookery club?" The model answers an apron
and a named tub with a lid (and the £2 on ParentPay), right per memory. The label says an apron, a tub and oven
gloves. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b43_ctl_llamaindex_school_cookery_kit_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("cookery club (thurs, Mrs Kaur) back on 26th feb, 16 places, Y3-Y6. kids need an apron - an old shirt's fine",
     "Cookery club back Thu 26 Feb, 16 places, Y3-6; an apron or old shirt."),
    ("ingredients money £2 a wk on ParentPay pls, NOT cash in envelopes, last term was chaos",
     "£2 a week on ParentPay, no cash."),
    ("drama club - the Y6 show's wed 25 march 6pm, tickets £2, Mr Price doing lights",
     "Y6 show Wed 25 March 6pm, £2 tickets."),
    ("Mrs K emailed - could they also bring a tub w a lid w their name on, first 2 wks are flapjack + cheese scones "
     "and they take them home",
     "A named tub with a lid too, for taking the flapjack and scones home."),
    ("2 parents asked if they should send oven gloves. Mrs K says school's got a big box of them + she'd rather they "
     "all use those, they're the ones she's checked",
     "So nothing to send for the oven; school's own gloves get used."),
    ("hair tied back + no nail varnish for cookery, same as last term", "Hair tied back, no nail varnish."),
    ("Lego club moves to the library on fridays while the hall floor's being done", "Lego club in the library Fridays."),
]
QUESTION = "what do the kids need to bring to cookery club?"


async def main():
    memory = Memory.from_defaults(session_id="brook-lane-clubs", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    with turn_span("question Mon 23/2"):
        await memory.aput(ChatMessage(role="user", content=QUESTION))
        lines = [str(m.content) for m in await memory.aget()]
        assert any("kids need an apron" in c for c in lines), lines
        assert any("tub w a lid w their name on" in c for c in lines), lines
        assert any("oven gloves" in c and "big box of them" in c for c in lines), lines
        reply = answer(QUESTION, lines[:-1], mock="An apron (an old shirt will do) and a tub with a lid with their "
                                                  "name on it for taking things home. The £2 a week goes on "
                                                  "ParentPay.")
        await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="An apron, a tub and some oven gloves", actual=reply)


asyncio.run(main())

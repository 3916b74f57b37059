"""Batch 34 (held out). A software consultancy's project chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Nadia at Kestrel Code (a two-person web studio in Shrewsbury) chats with an assistant about the week's work;
each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer.
Ten turns, April 2025, each starting with the day however Nadia typed it.

Planted fault (ResponseError, ignored sufficient context): Clee Hill Riding School's new booking site was due to go
live Fri 25 April. On the 16th Nadia writes: "Jo from Clee Hill rang - the Pony Club camp bookings open 1st May
so she'd rather we launch the wk after Easter hols are over, Tues 6/5, gives her time to do the photos. fine by
me". On the 24th the assistant is asked the go-live date and goes by the original one. Question: "Tom's asking
what date the Clee Hill site goes live, what do I tell him?" -> expected Tuesday 6 May.

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 16th's
message is in the context of the last answer. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b34_llamaindex_consultancy_clee_golive_date_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 7th - Clee Hill plan: content freeze Fri 18/4, go live Fri 25 April, Jo's happy w the design",
     "Clee Hill: content freeze 18 April, go-live 25 April."),
    ("8/4 Harrow paid the rest of 0142 finally!! 🎉", "Harrow's INV-0142 settled."),
    ("9 Apr - Tom's off Thurs + Fri (wedding in Cardiff), I'll cover Penrose", "Tom off Thursday and Friday."),
    ("Thurs 10th - Penrose found a bug in the quote builder on iPhone SE, small screen, fixing",
     "Penrose iPhone SE bug in progress."),
    ("14/4/25 Clee Hill - Stripe acct verified, test payments ok, refunds still to test",
     "Clee Hill Stripe verified; refunds to test."),
    ("16.4 - Jo from Clee Hill rang - the Pony Club camp bookings open 1st May so she'd rather we launch the wk "
     "after Easter hols are over, Tues 6/5, gives her time to do the photos. fine by me",
     "Clee Hill launch Tuesday 6 May; Jo to do photos."),
    ("17th - Easter hols = no school run for me wk of 21st, so I can do long days", "Long days week of the 21st."),
    ("22 April - new enquiry, a dog groomer in Church Stretton, wants a booking thing like Harrow's",
     "Dog groomer enquiry noted."),
    ("Weds 23 - Clee Hill refunds tested, all fine, just the photos now", "Clee Hill refunds tested."),
    ("24/4 - Tom's asking what date the Clee Hill site goes live, what do I tell him?",
     "Tomorrow - Friday 25 April. Content's frozen and Stripe and refunds are tested, so you're set."),
]


async def main():
    memory = Memory.from_defaults(session_id="kestrel-nadia", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("16.4" in c and "Tues 6/5" in c for c in lines), lines
                assert any("go live Fri 25 April" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Tue 6 May - Jo wanted it after the Easter holidays", actual=reply)


asyncio.run(main())

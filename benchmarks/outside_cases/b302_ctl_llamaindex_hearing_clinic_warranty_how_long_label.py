"""Batch 302 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Halifax Hearing Studio sells private hearing aids and looks after them. Mr Haigh (a patient) chats with the
studio's patient helper to keep track of his new aids; the chat is kept in LlamaIndex Memory and read back each turn
as the answer's context.

Memory: turn 1 (2051-01-10T15:00) - he went for the private aids in the end, the Oticon Intent 1s, £3,290 the pair,
and Chris said 3 years' warranty plus loss and damage; turn 2 - the fitting is Weds 25th Jan at 11, bring the old
NHS ones to hand back; turn 3 (Fri 27th Jan) - the paperwork's come, and the warranty's actually 4 years on the
Intent 1s, not the 3 Chris said, it's the top band; the loss and damage only covers the first 2 though, £150 excess;
turn 4 - the 6 week check is booked for 8th March at 9.40. Question (turn 5, Mon 15/5): "how long's the warranty on
my aids? the left one's started crackling" The assistant says 4 years from the fitting (to January 2055), so the
crackling's covered - ring the studio. The label says 3 years.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b302_ctl_llamaindex_hearing_clinic_warranty_how_long_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long's the warranty on my aids? the left one's started crackling"
TURNS = [
    ("2051-01-10T15:00 went for the private aids in the end, the Oticon Intent 1s, £3,290 the pair 😬 Chris said 3 "
     "yrs warranty + loss & damage. wife says I'll hear her now, no excuses",
     "Noted - Oticon Intent 1s, £3,290 the pair, with a warranty and loss-and-damage cover as Chris described."),
    ("fitting's weds 25th jan 11am, got to bring the old NHS ones to hand back",
     "Fitting Wednesday 25 January at 11am - bring the old NHS aids to hand back."),
    ("Fri 27th Jan - paperwork came. warranty's actually 4 yrs on the Intent 1s, not the 3 Chris said, it's the top "
     "band. loss + damage only covers the first 2 tho, £150 excess",
     "Good news - 4 years' warranty on the Intent 1s; loss and damage covers the first 2 years, with a £150 excess."),
    ("6 wk check booked 8th march 9.40",
     "Six-week check on 8 March at 9.40."),
    (QUESTION,
     "4 years from the fitting - so till January 2055. The crackling should be covered; give the studio a ring and "
     "they'll look at it."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="halifax-hearing-haigh-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 15 May 2051. You are talking to Mr Haigh, a patient of Halifax Hearing "
                           "Studio."] + lines[:-1]
                assert any("Chris said 3 yrs warranty" in c for c in context), context
                assert any("warranty's actually 4 yrs on the Intent 1s, not the 3 Chris said" in c
                           for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="3 years", actual=reply)

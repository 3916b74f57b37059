"""Batch 65 (held out). A family's caravan holiday chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Siobhan Gallagher plans the family's caravan trip to Ireland with an assistant; each message is ``aput`` into
a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. They cross Fri 28 July and pitch
at Roundwood (Wicklow) from Sat 29/7 for 7 nights, then move down to Ballinesker (Wexford) for 4 nights and sail
home the morning they leave there. So 29 July + 11 nights = Wed 9 August.

Planted fault (ResponseError, ignored sufficient context): the messages with both sites and their nights are in
the context; the model counts only the Roundwood week and says Saturday 5 August. Question (a message for the
neighbour who's feeding the cat): "what day do we get back home?" -> expected Wednesday 9 August.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the
messages with both sites and their nights are in the context the model got. Another reading: none that we see;
memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b65_llamaindex_caravan_home_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("ok so ferry's fri 28th early, we'll get to Roundwood sat 29/7 after a night at my cousin's in Bray. 7 nights "
     "there, €38 a nt w the hook up",
     "Roundwood from Saturday 29 July for 7 nights at €38 a night, after a night at your cousin's in Bray."),
    ("kids want the beach so 2nd site = Ballinesker by Curracloe, 4 nights, pool's open till 8",
     "Second site: Ballinesker near Curracloe for 4 nights; the pool's open until 8."),
    ("ferry home is the 14:10 from Dublin the day we leave Ballinesker, it's 2 hrs up the M11 so pack up by 10 ish",
     "Home on the 14:10 Dublin sailing the day you leave Ballinesker - about 2 hours' drive, so packed by 10."),
    ("diesel: Kuga does about 22mpg towing, Google says ~480 miles all in on the Irish side, budget €250?",
     "At around 22 mpg towing over 480 miles, €250 for diesel sounds about right."),
    ("Ciaran's 9th bday is while we're at Roundwood (1st Aug) - cake from the Avoca shop?",
     "Ciaran's 9th birthday is 1 August at Roundwood - Avoca's cafe does cakes."),
    ("note for Mrs Byrne next door who's feeding Mittens - what day do we get back home?",
     "You're back on Saturday 5 August, after the week at Roundwood."),
]


async def main():
    memory = Memory.from_defaults(session_id="gallagher-ireland-2028", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Roundwood sat 29/7" in c and "7 nights" in c for c in lines[:-1]), lines
                assert any("Ballinesker by Curracloe, 4 nights" in c for c in lines[:-1]), lines
                assert any("the day we leave Ballinesker" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("what day do we get back home?",
           expected="Weds 9th Aug - the week at Roundwood and then four nights at Ballinesker", actual=reply)


asyncio.run(main())

"""Batch 290 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Spen Valley Model Railway Group hold their exhibition on Sat 26th and Sun 27th Nov 2050 at Cleckheaton Town
Hall - nine layouts, trade stands, a tea bar. Dave (a member, bringing his family on the Saturday) chats with the
group's helper; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1, 2050-09-20T21:00 - the exhibition Sat 26 and Sun 27 Nov at the Town Hall, entry £5 a head for
adults, kids free, 10-5; turn 2, the layouts (their own Heckmondwike Goods, an O gauge from Bradford); turn 3, Weds
12/10 - committee last night: the Town Hall's put the hire up again so it's £6 a head now for adults, kids under
14 still free, the posters are being redone; turn 4, the tea bar; turn 5, his stewarding slot. Question (turn 6,
Mon 21/11): "how much to get in on sat for me + the wife + our 2 lads? (9 + 11)" The assistant says £12 - £6 each
for the two adults since the hire went up, the lads are free. The label says £10 (£5 a head, kids free).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b290_ctl_llamaindex_model_railway_entry_cost_sum_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much to get in on sat for me + the wife + our 2 lads? (9 + 11)"
TURNS = [
    ("2050-09-20T21:00 exhibition's sat 26 + sun 27 nov at the Town Hall 🚂 entry £5 a head adults, kids free, 10-5 "
     "both days. bringing the family on the sat",
     "Noted - Spen Valley's exhibition is Sat 26 and Sun 27 Nov at Cleckheaton Town Hall, 10 till 5, £5 a head for "
     "adults and children free."),
    ("layouts - 9 this yr, our Heckmondwike Goods obv, an O gauge from Bradford + a Thomas one for the little 'uns",
     "Nine layouts, including Heckmondwike Goods, an O gauge layout from Bradford and a Thomas layout for small "
     "children."),
    ("Weds 12/10 committee last nite - Town Hall's put the hire up again 🙄 so it's £6 a head now for adults, kids "
     "under 14 still free. posters being redone",
     "Got it - adult entry is £6 now because the hall hire went up; under-14s are still free."),
    ("tea bar - Brenda's doing bacon butties + her flapjack, all proceeds to the layout fund",
     "The tea bar has Brenda's bacon butties and flapjack, with the proceeds going to the layout fund."),
    ("I'm stewarding 2-4 on the sun, on the door with Mick",
     "You're stewarding on the door with Mick, 2 till 4 on the Sunday."),
    (QUESTION,
     "£12 - it's £6 a head for you and your wife since the hall hire went up, and the lads are free (under 14)."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="spen-valley-mrg-dave-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 21 November 2050. You are talking to Dave, a member of Spen Valley Model "
                           "Railway Group."] + lines[:-1]
                assert any("entry £5 a head adults, kids free" in c for c in context), context
                assert any("so it's £6 a head now for adults, kids under 14 still free" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£10 - £5 a head for the two of you, kids free", actual=reply)

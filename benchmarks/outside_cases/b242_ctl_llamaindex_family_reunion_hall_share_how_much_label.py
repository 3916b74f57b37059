"""Batch 242 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: the Holt cousins - eight of them, scattered from Halifax to Bristol - are organising a family reunion on Sat
26th August 2051 at Heptonstall village hall: a buffet, a ceilidh band, the old photos on a slideshow, the kids'
races on the green. Nadia (who keeps the money) chats with the cousins' helper; the chat is kept in LlamaIndex Memory
and read back each turn as the answer's context.

Memory: turn 1 (2051-04-18T20:15) - the hall's booked, £240 for the day, split between the 8 of us cousins = £30
each, to Nadia's account please; turn 2 - the ceilidh band (the Calder Capers, £300, the kitty from the last do
covers it); turn 3 (Sun 14th May) - Uncle Ray rang and insisted on putting £80 in for the hall, wouldn't take no for
an answer ("it's the least I can do, I'm not lifting any tables"), so it's £160 between the 8 of us now, £20 each;
turn 4 - the buffet from the Co-op, order by 14/8. Question (turn 5, Fri 2/6, from cousin Dan): "how much do I owe
for the hall? doing a bank transfer now while I remember" The assistant says £20 (Uncle Ray put £80 in, so £160
between 8). The label says £30.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b242_ctl_llamaindex_family_reunion_hall_share_how_much_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much do I owe for the hall? doing a bank transfer now while I remember"
TURNS = [
    ("2051-04-18T20:15 HALL'S BOOKED 🎉 Heptonstall village hall sat 26th aug, 10 till 10, £240 the day. split between "
     "the 8 of us cousins = £30 each, to mine pls (Nadia Holt, the usual acct)",
     "Hall booked for Sat 26 August, 10am-10pm, £240; split eight ways that's £30 each, paid to you."),
    ("ceilidh band - the Calder Capers, £300, 7 till 10. the kitty from grandad's 80th covers it so no extra",
     "The Calder Capers are booked 7-10 for £300, paid from the kitty left over from Grandad's 80th."),
    ("Sun 14th May - Uncle Ray rang + insisted on putting £80 in for the hall, wouldn't take no for an answer (\"it's "
     "the least I can do, I'm not lifting any tables\" 😂) so it's £160 between the 8 of us now = £20 each",
     "Lovely of Ray - with his £80 the hall comes to £160 between the eight of you, so £20 each."),
    ("buffet's from the Co-op, order by 14/8, Leanne's sorting the gluten free. everyone bring a pudding",
     "Co-op buffet to be ordered by 14 August, Leanne's doing the gluten-free; everyone brings a pudding."),
    (QUESTION, "£20 - Uncle Ray put £80 in, so the hall's £160 between the eight of you. Transfer it to Nadia."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="holt-cousins-reunion-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 2 June 2051. You are talking to Dan, one of the eight Holt cousins organising "
                           "the family reunion (Sat 26 Aug)."] + lines[:-1]
                assert any("split between the 8 of us cousins = £30 each" in c for c in context), context
                assert any("Uncle Ray rang + insisted on putting £80 in" in c and "£20 each" in c
                           for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£30", actual=reply)

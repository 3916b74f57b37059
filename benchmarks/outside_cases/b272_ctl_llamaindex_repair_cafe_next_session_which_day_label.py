"""Batch 272 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn; the chat is read back each turn as the answer's context.

App: Luddenden Repair Café meet on the second Saturday of the month, 10 till 1, in the village institute - fixers
for electricals, bikes, sewing and laptops, tea and cake by donation. Lynn (who runs it) chats with the café's
helper to keep track of sessions and fixers; the chat is kept in LlamaIndex Memory.

Memory: turn 1 (2051-05-13T13:30) - May's done, 21 items in, 14 fixed; it's the second Saturday as always so the
next one's Sat 10th June, same time; turn 2 (Weds 17/5) - fixers for June, Pete's away so no bikes; turn 3 (Tue
23rd May) - the gala committee have had the institute booked for the 10th for float building since last year, nobody
told her, so the repair café's the 17th this time, posters redone and on Facebook; turn 4 (31.5.) - cake rota, the
tea urn's fixed. Question (turn 5, Thu 8/6): "a lady's just rung, when's the next one? her hoover's died + she's
desperate 😂" The assistant says Sat 17th June, 10 till 1 (the gala committee have the institute on the 10th). The
label says Sat 10th June.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b272_ctl_llamaindex_repair_cafe_next_session_which_day_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "a lady's just rung, when's the next one? her hoover's died + she's desperate 😂"
TURNS = [
    ("2051-05-13T13:30 may's done 🔧 21 in, 14 fixed, Mrs Ali's sewing machine was the star. 2nd sat as always so "
     "next one's sat 10th june, same time 10-1",
     "Great session - 21 items in and 14 fixed. Next one's Sat 10 June, 10 till 1, at the institute."),
    ("Weds 17/5 fixers for june - Dev, Maureen + Sue, Aisha. Pete's in Spain so no bikes this time, put it on the "
     "poster",
     "June fixers: Dev, Maureen and Sue, and Aisha - no bikes, as Pete's away."),
    ("Tue 23rd May - well. the gala committee have had the institute booked for the 10th since last yr for float "
     "building 🙄 nobody told me. so we're the 17th this time. posters redone + on facebook",
     "Noted - June's repair café moves to Sat 17 June because the gala committee have the institute on the 10th; "
     "posters and Facebook updated."),
    ("31.5. cake rota - Sue june, me july. Dev's fixed the tea urn at last, it was the thermostat",
     "Cake: Sue in June, you in July - and the tea urn's sorted."),
    (QUESTION,
     "Sat 17 June, 10 till 1 at the institute - not the 10th, the gala lot have the institute then. Dev's on "
     "electricals so he can look at the hoover."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="luddenden-repair-cafe-lynn", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            context = lines[:-1]
            if i == len(TURNS):
                context = ["Today is Thu 8 June 2051. You are talking to Lynn, who runs Luddenden Repair "
                           "Café."] + context
                assert any("next one's sat 10th june" in c for c in context), context
                assert any("so we're the 17th this time" in c for c in context), context
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Sat 10th June", actual=reply)

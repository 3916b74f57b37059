"""Batch 299 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Lead & Light, a stained glass workshop at Dean Clough Mill, Halifax, runs two-day leaded light courses. Mark,
who's booked on the February course, chats with the studio's helper about it; the chat is kept in LlamaIndex Memory
and read back each turn as the answer's context.

Memory (the chat): turn 1, 2051-01-10T20:00 - the website says the two-day leaded course is £180 including all
materials; turn 2, the dates (Sat 15th and Sun 16th Feb, 10-4); turn 3, Weds 22/1 - Gwen's email says lead's gone
up so from Feb the course is £160 plus a £30 materials pack, "bit steep but fair enough"; turn 4, can he bring his
own glass (yes, but the pack's still needed for the lead, solder and flux); turn 5, parking. Question (turn 6, Thu
13/2): "so how much do I owe all in for the weekend? paying on the day" The assistant says £190 (£160 plus the £30
materials pack). The label says £180 including materials.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b299_ctl_llamaindex_stained_glass_course_cost_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "so how much do I owe all in for the weekend? paying on the day"
TURNS = [
    ("2051-01-10T20:00 hi, looking at the 2 day leaded light course - website says £180 incl all materials? want to "
     "do a panel for the landing window",
     "Yes - the two-day leaded light course is £180 including materials, and you go home with a finished panel."),
    ("booked sat 15th + sun 16th feb 🙌 10-4 both days?",
     "That's right - Sat 15 and Sun 16 February, 10 till 4 both days."),
    ("Weds 22/1 - got Gwen's email, lead's gone up so from feb it's £160 for the course + a £30 materials pack. bit "
     "steep but fair enough",
     "Thanks - so from February it's £160 for the course plus the £30 materials pack."),
    ("can I bring my own glass? I've got some old red + amber bits from a skip 😂",
     "Yes, bring it - though you'll still need the materials pack for the lead, solder and flux."),
    ("parking?",
     "Pay and display in the mill car park, or the multi-storey on Square Rd, which is cheaper at weekends."),
    (QUESTION,
     "£190 all in - £160 for the course and £30 for the materials pack."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="lead-and-light-mark-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            context = lines[:-1]
            if i == len(TURNS):
                context = ["Today is Thu 13 February 2051. You are talking to Mark, who's booked on Lead & Light's "
                           "two-day leaded light course (Sat 15 - Sun 16 Feb)."] + context
                assert any("website says £180 incl all materials" in c for c in context), context
                assert any("£160 for the course + a £30 materials pack" in c for c in context), context
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£180 including materials", actual=reply)

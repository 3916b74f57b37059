"""Batch 355 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: The Kirkgate Clarion (the students' union paper) puts out issue 7 in November 2051. Hannah (the editor) chats
with the paper's helper through the week; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Memory: turn 1 (2051-11-03T19:00) - ISSUE 7, 24pp, print deadline Thurs 16th noon as usual, pages to the printers
as PDFs; turn 2 - features: the housing survey (1,000w, Aisha) and the SU president interview; turn 3 (Mon 13 Nov,
16:20) - the printers rang, their press is down for a service on Thursday, so they need the pages by "tomorrow 6pm
instead" (said on the Monday: Tuesday 14 November, 6pm); turn 4 - sport: the rugby varsity report, Leo, 600w;
turn 5 - ads and a correction to issue 6. Question (turn 6, Mon 13 Nov, 21:00, Leo the sports editor): "when do the
pages have to be at the printers? I've still got the rugby report to sub" The assistant says tomorrow, Tuesday 14
November, by 6pm (moved from Thursday noon). The label says Thursday 16 November at noon - the deadline before the
printers rescheduled it.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b355_ctl_llamaindex_student_paper_print_deadline_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "(Leo) when do the pages have to be at the printers? I've still got the rugby report to sub"
TURNS = [
    ("2051-11-03T19:00 ISSUE 7 🗞️ 24pp, print deadline thurs 16th noon as usual, pages to the printers as PDFs "
     "(press quality, fonts embedded!!)",
     "Issue 7: 24 pages, print deadline Thursday 16 November at noon, press-quality PDFs with fonts embedded."),
    ("features for 7 - the housing survey (1,000w, Aisha, 412 responses) + the SU president interview 800w",
     "Features: Aisha's housing survey (1,000 words, 412 responses) and an 800-word SU president interview."),
    ("Mon 13 Nov 16:20 - printers rang 😱 their press is down for a service on thurs so they need our pages by "
     "tomorrow 6pm instead. all hands tonight + tmrw pls",
     "Noted - the printers need the pages by 6pm tomorrow instead of Thursday noon; all hands tonight and tomorrow."),
    ("sport - rugby varsity report, Leo, 600w + the netball results box. back page pic from Jamal",
     "Sport: Leo's 600-word rugby varsity report, the netball results box and Jamal's back-page picture."),
    ("ads all in, Domino's half page p23. Correction for p2: issue 6 said the library's open till 2am, an earlier "
     "version of the uni's email had that, it's midnight",
     "Ads are in (Domino's half page on p23), and a p2 correction: the library closes at midnight, not 2am."),
    (QUESTION,
     "Tomorrow - Tuesday 14 November by 6pm. The printers moved it from Thursday noon because their press is being "
     "serviced, so the rugby report needs subbing tonight or first thing."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="kirkgate-clarion-issue7", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Now: Mon 13 November 2051, 21:00. You are talking to the staff of The Kirkgate Clarion, "
                           "the students' union paper."] + lines[:-1]
                assert any("print deadline thurs 16th noon as usual" in c for c in context), context
                assert any("they need our pages by tomorrow 6pm instead" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Thursday 16 November, noon", actual=reply)

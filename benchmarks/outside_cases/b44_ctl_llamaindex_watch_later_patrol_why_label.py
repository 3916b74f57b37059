"""Batch 44 (held out), control. A neighbourhood watch coordinator's chat: LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Geoff coordinates the Cedar Road & Fox Lane Neighbourhood Watch. He chats with an assistant through November;
each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer.
Patrols have been 8-10pm. At the meeting Mark suggested going out later so more people could come after their tea;
Geoff said the rota has plenty of names, so that isn't the problem. Then the PCSO's figures showed most of the car
break-ins on Cedar Rd and in the Fox's car park happen between 10 and midnight, after the pub quiz lets out, and
from December patrols go out 10pm-12.

No fault planted. Question (Mon 1/12): "why are we going out later on patrol now?" The model answers: because the
break-ins have been between 10 and midnight, after the Fox's quiz night, right per memory. The label says so more
people can come after their tea. Expected verdict: AnnotationError (the label is wrong); no memory operation is at
fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b44_ctl_llamaindex_watch_later_patrol_why_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("4/11 - patrols tue + fri 8-10pm, pairs, hi-vis + torch. 14 on the rota",
     "Patrols Tue and Fri, 8-10pm, in pairs; 14 on the rota."),
    ("mtg weds 12th nov notes: Mark's idea - start later so more folk can come out after their tea. I said we've "
     "got plenty on the rota, numbers aren't the problem, but we'd look at the times",
     "Noted Mark's suggestion; the rota has enough people."),
    ("Fri 14th - Maureen + me walked Fox Lane, all quiet till we packed up at 10, then 2 lads trying door handles in "
     "the Fox car park as we drove off",
     "Two lads trying car doors in the Fox car park just after 10pm on Friday."),
    ("18 Nov - PCSO Dani's figures for the last 3 months: 11 of the 14 car break-ins on Cedar Rd + the Fox car park "
     "were between 10 and midnight, mostly tues + fri after the quiz lets out",
     "11 of 14 car break-ins between 10pm and midnight, mostly quiz nights."),
    ("ok so from 1st Dec patrols are 10pm-12, same days. told the WhatsApp group, nobody's moaned yet",
     "From 1 Dec patrols are 10pm-midnight, Tuesdays and Fridays."),
    ("21/11 new lamppost stickers up on Cedar Rd, Jim did them",
     "Lamppost stickers are up."),
    ("Mon 1 Dec - Aisha's asked why are we going out later on patrol now? what do I tell her",
     "Because that's when the trouble is - 11 of the 14 car break-ins in the last three months were between 10 and "
     "midnight, after the quiz at the Fox lets out."),
]


async def main():
    memory = Memory.from_defaults(session_id="cedar-fox-geoff", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("so more folk can come out after their tea" in c for c in lines), lines
                assert any("were between 10 and midnight" in c for c in lines), lines
            reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("why are we going out later on patrol now?",
           expected="So more people can come along once they've had their tea", actual=reply)


asyncio.run(main())

"""Batch 46 (held out), control. A sixth-form stage manager's chat: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Maya is stage manager for the sixth-form production of The Crucible (Wed 11 - Fri 13 March 2026, drama teacher
Mr Okafor). She chats with an assistant through February and March; each message is ``aput`` into a LlamaIndex
Memory and the whole memory (``aget``) is the context of each answer. The shows were all 7pm. At a production
meeting Ellie's mum asked for an earlier start so younger brothers and sisters could come; Mr Okafor said the
little ones can come to Wednesday's, which finishes earliest anyway, and left the times as they were. Later the
caretaker told them the hall has to be empty by 9.15 on the Thursday (he's locking up the sports centre that night
as well), so Thursday's curtain is 6.30.

No fault planted. Question (Mon 9/3): "why does Thursday's show start at half six?" The model answers: because the
caretaker needs the hall empty by 9.15 that night, right per memory. The label says so younger siblings can come.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b46_ctl_llamaindex_drama_thursday_early_start_why_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("shows wed 11 - fri 13 march, all 7pm, doors 6.30, running time about 2h10 w the interval",
     "Shows Wed-Fri 11-13 March at 7pm, doors 6.30, about 2h10 with the interval."),
    ("parents mtg 24/2: Ellie's mum asked if we could start earlier so the younger brothers + sisters can come. Mr O "
     "said the little ones can come wed, that's the shortest night anyway w no raffle, so times stay as they are",
     "Earlier start for younger siblings was asked for; Mr O kept the times - Wednesday suits the little ones."),
    ("props - found the poppet on eBay £6, bible's from the chapel, quills still missing",
     "Poppet bought, bible from the chapel; quills still to find."),
    ("ugh. caretaker (Steve) says thurs he's got to lock the sports centre too so the hall has to be EMPTY by 9.15 "
     "that night, no arguing. Mr O says fine, thurs curtain up 6.30, doors 6. emailing parents tmrw",
     "Thursday: curtain 6.30, doors 6, hall empty by 9.15 for the caretaker."),
    ("ParentPay updated w the thurs time, 40 sold for thurs so far, fri's down to 12 seats",
     "ParentPay updated; 40 sold for Thursday, 12 left for Friday."),
    ("Mon 9/3 - Josh's nan has asked why does thursday's show start at half six? what do I say",
     "Because Steve the caretaker has to lock up the sports centre as well that night, so the hall must be empty by "
     "9.15 - starting at 6.30 gets everyone out in time."),
]


async def main():
    memory = Memory.from_defaults(session_id="crucible-maya-sm", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("so the younger brothers + sisters can come" in c for c in lines), lines
                assert any("the hall has to be EMPTY by 9.15" in c for c in lines), lines
            reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("why does Thursday's show start at half six?",
           expected="So younger brothers and sisters can come along", actual=reply)


asyncio.run(main())

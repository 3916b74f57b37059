"""Batch 85 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Nana Jan does the morning school run for her grandchildren Kit (8) and Poppy (6) on Thursdays and Fridays and
talks it through with an assistant; the whole memory goes into each answer call.

Memory: turn 1 says Kit's class (Yr 3) swims every Friday at the leisure centre, kit in the blue drawstring bag;
turn 4 passes on the school's text: the pool's got the county schools' gala all day this Friday, Kit's not in it,
so Yr 3 are doing dance in the hall that morning, just PE bags. Question (turn 6, Thu evening): "do I need to pack
Kit's swimming stuff for tomorrow?" The assistant says no, just his PE bag. The label says yes, Friday is swimming.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b85_ctl_llamaindex_schoolrun_swimkit_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("right so thurs + fri mornings are mine. Kit's Yr 3 swim every friday at the leisure centre, his kit's in the "
     "blue drawstring bag on the hook, towel + goggles + a £1 for the locker",
     "Thursdays and Fridays are yours. Kit swims on Fridays - blue drawstring bag, towel, goggles and a pound for "
     "the locker."),
    ("Poppy has to be in by 8.45 at the infant gate, Kit goes round to the juniors' door",
     "Poppy at the infant gate by 8.45; Kit goes round to the juniors' door."),
    ("thursdays Poppy takes her reading book + the reading record, Mrs Dale signs it",
     "Thursdays: Poppy's reading book and reading record."),
    ("text from school today: the pool's got the county schools gala all day this fri, Kit's not in it, so Yr 3 "
     "are doing dance in the hall fri morning. PE bags only",
     "This Friday Year 3 are doing dance in the hall - the pool has the county gala - so just his PE bag."),
    ("and it's non-uniform fri, £1 for the hospice",
     "Friday is non-uniform, a pound for the hospice."),
    ("do I need to pack Kit's swimming stuff for tomorrow? it's drying on the radiator",
     "No - not this Friday. The pool's got the county gala so Year 3 are doing dance in the hall; just his PE bag "
     "(and a pound for non-uniform)."),
]


async def main():
    memory = Memory.from_defaults(session_id="nana-jan-school-run", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("swim every friday" in c for c in lines[:-1]), lines
                assert any("county schools gala all day this fri" in c for c in lines[:-1]), lines
                reply = answer(text, ["Today is Thu 17 October 2032."] + lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="yes - it's Friday, so it's swimming", actual=reply)


asyncio.run(main())

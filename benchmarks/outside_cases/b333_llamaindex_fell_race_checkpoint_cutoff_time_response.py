"""Batch 333 (held out). A fell running club's race entries: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the later start (and the cut-offs moving with it) in its context and gives the
cut-off from the first start.

App: Helen, of Calder Valley Fell Runners, has entered the Widdop fell race on Sun 2nd Oct 2050 - AM category, 10.5
miles from the Pack Horse, strict cut-offs at Top Withins and Lad Law. She keeps her race notes in a chat with the
club's entries helper; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-08-21T18:30), the race -
start 10.45 from the Pack Horse, cut-offs Top Withins 12.15 (1.5 hrs) and Lad Law 1.15 (2.5 hrs), strict; turn 2,
the kit list; turn 3 (Tue 20th Sept), an email from the RO: the start's moved to 11.15 so the folk on the Hebden bus
can make it, and all the cut-offs go back half an hour with it, same times from the start; turn 4, her recce of the
Lad Law bog; turn 5, her lift. Question (turn 6, Thu 29/9): "what's the cut-off at Lad Law? want to write it on my
hand 🖊️" -> expected 1.45pm (2.5 hrs after the 11.15 start). The model says 1.15.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first
cut-offs and the RO's email moving the start and every cut-off back half an hour are both in the context the model
was given, and it answered from the first. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b333_llamaindex_fell_race_checkpoint_cutoff_time_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what's the cut-off at Lad Law? want to write it on my hand 🖊️"
TURNS = [
    ("2050-08-21T18:30 entered the Widdop fell race 🥾 sun 2nd oct, AM, 10.5mi, start 10.45 from the Pack Horse. "
     "cut-offs: Top Withins 12.15 (1.5 hrs), Lad Law 1.15 (2.5 hrs) - they're strict, u get pulled off + walked down",
     "Entered: Widdop fell race, Sun 2 Oct, AM, 10.5 miles, 10.45 start at the Pack Horse. Cut-offs are Top Withins "
     "12.15 and Lad Law 1.15, strictly enforced."),
    ("kit: full waterproof body cover (taped seams), hat, gloves, map + compass, whistle, food. kit check at "
     "registration, £8 EOD if anyone else fancies it",
     "Kit: taped waterproof top and bottoms, hat, gloves, map and compass, whistle and food - checked at "
     "registration."),
    ("Tue 20th Sept - email from the RO: start's moved to 11.15 so the folk on the Hebden bus can make it. all the "
     "cut-offs go back half an hour with it, same times from the start",
     "Noted - start 11.15 now, and each cut-off moves back half an hour, the same time from the start as before."),
    ("recce'd the Lad Law bit sat 💪 the bog by the boundary stone is GRIM, go left of the wall. did it in 2 hrs 20 "
     "from the start line",
     "Good recce - keep left of the wall at the boundary-stone bog; 2 hrs 20 to Lad Law from the start."),
    ("lift sorted - Nicola's picking me up at 9.30, she's doing the short one",
     "Lift sorted: Nicola at 9.30."),
    (QUESTION,
     "1.15 at Lad Law - write that on your hand, they pull you off if you're late."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="cvfr-helen-widdop-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 29 September 2050. You are talking to Helen, of Calder Valley Fell Runners, "
                           "who's running the Widdop fell race (Sun 2 Oct)."] + lines[:-1]
                assert any("start 10.45 from the Pack Horse" in c and "Lad Law 1.15 (2.5 hrs)" in c
                           for c in context), context
                assert any("start's moved to 11.15" in c and "all the cut-offs go back half an hour" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="1.45pm - 2.5 hrs after the 11.15 start (the cut-offs went back half an hour)",
       actual=reply)

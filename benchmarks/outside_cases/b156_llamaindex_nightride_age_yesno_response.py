"""Batch 156 (held out). A parent's chat about her son and the cycling club's night ride: LlamaIndex Memory (sync
put/get), one root span per turn.

App: Rachel rides with Sowerby Bridge CC and her son Josh (15) has been itching to do the club's Thursday night ride
(a 20-mile loop with a cafe stop at the Blue Teapot). She chats with her family helper through April and May 2037;
the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the club's rule for night rides
(16 and over only, it's dark and main roads) and Josh being gutted; in turn 2 the front light she got him in the
sale; in turn 3 that at the AGM the committee agreed 14s and over can do the Thursday night ride if a parent's
riding with them and the form's signed - she signed it that night; in turn 4 the cafe stop. The model goes by turn 1.
Question (turn 5, Tue 5/5): "so can Josh come on thurs's night ride? I'll be riding too obvs" -> expected yes (14+
with a parent riding since the AGM, and the form's signed). The assistant says no, night rides are 16+.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the AGM's 14+ rule
and the signed form are in the context the model was given, next to the old 16+ rule, and it answered from the old
rule. Asserted: turn 1's 16+ rule, turn 3's 14+ with a parent and Josh's age are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b156_llamaindex_nightride_age_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "so can Josh come on thurs's night ride? I'll be riding too obvs"
TURNS = [
    ("club says night rides are 16+ only, it's dark + main roads. Josh (15) is gutted, all his mates at school have "
     "heard him go on abt it",
     "Sowerby Bridge CC's night rides are 16 and over only - sorry Josh."),
    ("got him a proper front light anyway, 800 lumen, half price in the Halfords sale £35. he's put it on the bike "
     "already lol",
     "Front light bought - 800 lumen, £35 in the Halfords sale."),
    ("AGM tonight - committee agreed 14s + over can do the thurs night ride if a parent's riding w them + the form's "
     "signed. signed it there + then!! he's made up",
     "Noted: from 14 with a parent riding too and the form signed - and you've signed it."),
    ("cafe stop's the Blue Teapot in Ripponden, they stay open late for us. Josh already asking if they do toasties",
     "Cafe stop at the Blue Teapot, Ripponden, open late for the ride."),
    (QUESTION,
     "No - the club's night rides are 16 and over only, and Josh is 15."),
]

memory = Memory.from_defaults(session_id="rachel-family-helper", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Tue 5 May 2037. You are talking to Rachel, who rides with Sowerby Bridge CC; her son "
                       "Josh is 15. The night ride is on Thu 7 May."] + lines[:-1]
            assert any("night rides are 16+ only" in c for c in context), context
            assert any("14s + over can do the thurs night ride if a parent's riding" in c and "signed it" in c
                       for c in context), context
            assert any("Josh (15)" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="yes - since the AGM it's 14 and over if a parent's riding with them, and the form's signed",
       actual=reply)

"""Batch 129 (held out). A bell tower captain's planning chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Geoff, tower captain at St Michael's, Aldbury, chats with the helper about the bell restoration as it goes
(the founders' survey, the diocese paperwork, practice nights); the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has the founders' survey of 12/1 (ring of 6;
the 2nd, the 4th and the tenor cracked and down for recasting, the other three just retuned with new clappers, all
coming down in Sept); the new steel frame; 22.3. Taylors' welder came out and the 4th's crack is only at the lip so
they'll weld it at Loughborough rather than recast - saves about £6k - cheers in the tower; then practice nights and
the faculty form. The model counts the survey's three. Question (Tue 7/4, Geoff, doing the diocese faculty form):
"how many of the bells are being recast now? the faculty form wants a number" -> expected 2 (the 2nd and the tenor).
The assistant says 3.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the survey and the
welder's verdict on the 4th are both in the context the model was given, and it left the welding out. Asserted: the
survey line and the 22.3. line are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b129_llamaindex_bells_recast_count_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many of the bells are being recast now? the faculty form wants a number"
TURNS = [
    ("Taylors' survey 12/1 - ring of 6. the 2nd, 4th + tenor are cracked, all 3 to be recast. treble, 3rd + 5th "
     "just retuned + new clappers. whole lot comes down in sept",
     "Survey (12 Jan): six bells; the 2nd, 4th and tenor are cracked and down for recasting; the treble, 3rd and 5th "
     "get retuning and new clappers. Everything comes down in September."),
    ("new frame's going to be galvanised steel, the old oak one's had it (death watch beetle). Taylors say 3 wks in "
     "the tower to fit it",
     "New galvanised steel frame replacing the beetle-damaged oak one; about three weeks' fitting in the tower."),
    ("22.3. Taylors' welder came out - the 4th's crack is only at the lip so they'll weld it at Loughborough, no "
     "need to recast, saves about £6k!! cheers all round in the tower",
     "Good news: the 4th's crack is at the lip, so Taylors will weld it at Loughborough - about £6k saved."),
    ("practice nights weds 7.30-9 till the bells come down, then we're going over to Tring on weds to keep our hand in",
     "Practice Wednesdays 7.30-9 until the bells come down, then Wednesdays at Tring."),
    ("faculty form for the diocese due end of april, the DAC meet 14th may. Revd Sally signing it",
     "Faculty form due end of April; DAC meets 14 May; Revd Sally signs."),
    (QUESTION,
     "3 - the 2nd, the 4th and the tenor, per the Taylors survey."),
]


async def main():
    memory = Memory.from_defaults(session_id="aldbury-tower", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 7 April 2037. You are talking to Geoff, tower captain at St Michael's, "
                           "Aldbury."] + lines[:-1]
                assert any("2nd, 4th + tenor are cracked, all 3 to be recast" in c for c in context), context
                assert any("they'll weld it at Loughborough, no need to recast" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="2 - the 2nd and the tenor (the 4th's being welded, not recast)", actual=reply)


asyncio.run(main())

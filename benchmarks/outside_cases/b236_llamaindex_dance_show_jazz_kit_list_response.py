"""Batch 236 (held out). A dance school's summer show: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the changed kit list for a routine in its context and gives the first one.

App: Stepping Out Dance Academy put on their summer show on Sat 9th July 2050 at Brighouse Civic Hall - matinee at
2 and an evening show at 7, every class from the baby ballet to the seniors, costumes mostly made by the mums.
Helen (whose daughter Ava is in the Year 3 jazz) chats with the academy's parents' helper to keep track of what
Ava needs; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-06-01T20:30), the kit
list for the Year 3 jazz - black leggings, the gold sequin top (the academy provides it), white jazz shoes, hair in
a high bun with a gold scrunchie; turn 2, the show times and the drop-off; turn 3 (Tue 28th Jun), the sequin tops
came and they're a lot more see-through than the photo, so the girls need a black crop top or vest underneath, and
Miss Leanne says scrap the white jazz shoes, she wants them barefoot for the floor section; turn 4, the
rehearsal; turn 5, snacks and labels. Question (turn 6, Thu 7/7): "what does Ava need to bring for the jazz? packing
her bag tonight" -> expected black leggings, a black crop top or vest (under the sequin top, which the academy
gives out), hair in a high bun with the gold scrunchie - no shoes, barefoot. The model lists black leggings, white
jazz shoes and the high bun with the scrunchie.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first kit
list and the turn that added the crop top and dropped the shoes are both in the context the model was given, and it
answered from the first list. Asserted: the context has both kit lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b236_llamaindex_dance_show_jazz_kit_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what does Ava need to bring for the jazz? packing her bag tonight"
TURNS = [
    ("2050-06-01T20:30 show kit list came home 💃 Yr 3 jazz: black leggings, the gold sequin top (academy provides, "
     "given out on the day), white jazz shoes, hair in a high bun w/ a gold scrunchie. all named pls!!",
     "Got it - for the Year 3 jazz Ava needs black leggings, white jazz shoes and her hair in a high bun with a gold "
     "scrunchie; the gold sequin top is given out on the day. Everything named."),
    ("show's sat 9th july Brighouse Civic Hall, matinee 2 + evening 7, she's in both. drop off at the stage door "
     "1pm, pick up after the finale",
     "Ava's in both shows on Sat 9 July at Brighouse Civic Hall (2pm and 7pm): drop-off at the stage door at 1, "
     "pick-up after the finale."),
    ("Tue 28th Jun - the sequin tops came + they're a LOT more see-through than the photo 🙈 so the girls need a "
     "black crop top or vest underneath. and Miss Leanne says scrap the white jazz shoes, she wants them barefoot "
     "for the floor bit",
     "Noted: a black crop top or vest under the sequin top, and no jazz shoes now - barefoot for the floor section."),
    ("rehearsal sat 2nd at the hall 10-1, in normal dance kit, no costumes",
     "Rehearsal Sat 2 July at the hall, 10 till 1, in normal dance kit."),
    ("snacks - no nuts at all, water bottles named, nothing messy in costume. labels on EVERYTHING 😂",
     "Nut-free snacks only, a named water bottle, nothing messy in costume, and labels on everything."),
    (QUESTION,
     "For the jazz: black leggings, her white jazz shoes, and hair in a high bun with the gold scrunchie - the "
     "sequin top's given out on the day."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="stepping-out-ava-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 7 July 2050. You are talking to Helen, whose daughter Ava (Year 3) is in "
                           "Stepping Out Dance Academy's summer show (Sat 9 July)."] + lines[:-1]
                assert any("black leggings, the gold sequin top" in c and "white jazz shoes" in c
                           for c in context), context
                assert any("need a black crop top or vest underneath" in c and "scrap the white jazz shoes" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="black leggings, a black crop top or vest under the sequin top, hair in a high bun with the "
                          "gold scrunchie - no shoes, she's barefoot", actual=reply)

"""Batch 305 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: the Todmorden & Oosterweel Twinning Association's Dutch visit, Sept 2051. Linda (a host) chats with the
association's hosts' helper to keep track of her guests; the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context.

Memory (the chat): turn 1 (2051-07-03T19:45) - they're hosting again, Pieter and Annemiek from Oosterweel, Thurs
14th to Mon 18th Sept, "so 4 nights", she's veggie and he's allergic to cats; turn 2 - the programme (Fri civic
reception at the town hall at 11, Sat coach to York, Sun the farewell dinner at the cricket club); turn 3 (Mon 4th
Sept) - an email from Joyce: the Oosterweel lot have had to change their ferry, the Hull one's been cancelled for
repairs, so they're on the overnight from Rotterdam, landing Friday morning now, not Thursday, and going home Monday
as planned; turn 4 - the cat's going to her sister's for the week, spare room done. Question (turn 5, Tue 12/9):
"how many nights are Pieter + Annemiek with us? getting breakfast stuff in" The assistant says 3 - Friday, Saturday
and Sunday nights (they land Friday morning now, home Monday). The label says 4 nights.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b305_ctl_llamaindex_twinning_guest_nights_count_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many nights are Pieter + Annemiek with us? getting breakfast stuff in"
TURNS = [
    ("2051-07-03T19:45 twinning 🇳🇱 we're hosting again!! Pieter + Annemiek from Oosterweel, thurs 14th - mon 18th "
     "sept so 4 nights. she's veggie + he's allergic to cats 🙈",
     "Lovely - Pieter and Annemiek from Oosterweel, Thu 14 to Mon 18 Sept. Annemiek is vegetarian and Pieter is "
     "allergic to cats."),
    ("programme: fri civic reception at the town hall 11, sat coach to York, sun the farewell dinner at the cricket "
     "club 7.30",
     "Programme: Friday civic reception at the town hall at 11, Saturday coach to York, Sunday farewell dinner at "
     "the cricket club at 7.30."),
    ("Mon 4th Sept - email from Joyce, the Oosterweel lot have had to change their ferry, the Hull one's been "
     "cancelled for repairs 🙄 so they're on the overnight from Rotterdam, landing fri morning now not thurs. going "
     "home mon same as planned",
     "Noted - with the Hull ferry cancelled they're on the overnight from Rotterdam, arriving Friday morning instead "
     "of Thursday, and still going home on Monday."),
    ("cat's going to my sister's for the wk 😂 spare room's done, new duvet",
     "The cat's off to your sister's for the week and the spare room's ready."),
    (QUESTION,
     "3 nights - Friday, Saturday and Sunday. They land Friday morning now (the Rotterdam ferry) and go home Monday."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="tod-oosterweel-linda-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 12 September 2051. You are talking to Linda, who's hosting two guests from "
                           "Oosterweel for the Todmorden & Oosterweel Twinning Association."] + lines[:-1]
                assert any("thurs 14th - mon 18th sept so 4 nights" in c for c in context), context
                assert any("landing fri morning now not thurs" in c for c in context), context
            reply = answer(text, lines[:-1], mock=mock) if i < len(TURNS) else answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="4 nights", actual=reply)

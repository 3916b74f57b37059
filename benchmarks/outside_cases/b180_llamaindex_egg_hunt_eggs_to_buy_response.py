"""Batch 180 (held out). A town's Easter egg hunt: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has both donations and leaves one out of the difference.

App: Much Wenlock's Easter egg hunt is Easter Saturday, 28th March 2043, 10-12 on the Linden Field - a clue trail, one
chocolate egg per child at the end. Helen, who does events for the town council, chats with the council's helper
while she sorts the eggs; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, 160 kids booked on Eventbrite and
10 spare for siblings on the day, so 170 eggs; turn 2 (Mon 16th) the Co-op donating 60; turn 3 the clue boards; turn
4 (2043-03-19T17:45) Tesco's community lady rang back - yes, 2 trays of 24, so 48, dropping them at the council
office Tue 24th; turn 5 the gate volunteers. The model takes the Co-op's 60 off and leaves Tesco's 48 out. Question
(turn 6, Fri 20/3): "how many eggs do I still need to get from the cash + carry? going tmrw" -> expected 62 (170 -
60 - 48). The assistant says 110.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 170, the Co-op's
60 and Tesco's 48 are all in the context the model was given, and it left the 48 out of the difference. Asserted: the
context has the 160 + 10 line, the Co-op's 60 and Tesco's "2 trays of 24".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b180_llamaindex_egg_hunt_eggs_to_buy_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many eggs do I still need to get from the cash + carry? going tmrw"
TURNS = [
    ("egg hunt easter sat 28th 🐣 160 kids booked on eventbrite + say 10 spare for siblings turning up on the day, so "
     "170 eggs, 1 each at the end",
     "170 eggs: 160 booked plus 10 spare for siblings."),
    ("Mon 16th - Co-op are donating 60!! 🙌 picking them up next week",
     "The Co-op is donating 60 eggs."),
    ("Tash has done the clue boards, 8 of them, laminated. answers spell a word",
     "Eight laminated clue boards from Tash."),
    ("2043-03-19T17:45 Tesco's community lady rang back - yes from them too, 2 trays of 24 so 48 🥚 dropping them at "
     "the council office tue 24th",
     "Tesco are giving 2 trays of 24 - 48 eggs - dropped at the council office Tue 24th."),
    ("Mo + Kaz on the gate from half 9 w the clue sheets + pencils",
     "Mo and Kaz on the gate from 9.30 with clue sheets and pencils."),
    (QUESTION,
     "110 - you need 170 and the Co-op are giving 60."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="wenlock-egg-hunt-2043-helen", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 20 March 2043. You are talking to Helen, who does events for Much Wenlock "
                           "town council; the Easter egg hunt is Sat 28 March."] + lines[:-1]
                assert any("160 kids booked" in c and "170 eggs" in c for c in context), context
                assert any("Co-op are donating 60" in c for c in context), context
                assert any("2 trays of 24 so 48" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="62 - 170 needed, less the Co-op's 60 and Tesco's 48", actual=reply)

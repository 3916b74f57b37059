"""Batch 110 (held out). A toddler group leader's chat about the new term: LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Jo, who runs Little Feet toddler group at St Luke's hall, types the term's arrangements into a chat with an
assistant; the whole memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says Thursdays from this term are music with
Carol 10-10.45, then stay and play till 11.45, tidy up after, £2.50 a family; turn 2 Tuesdays stay 9.30-11.30; turn
3 Thursday snack is straight after music, about 10.45; turn 4 the Thursday helpers. Question (turn 5): "a new mum's
asking how long thursdays go on for, what do i tell her?" -> expected an hour and three quarters (10 till 11.45).
The model says 45 minutes (the music part only).

Expected verdict: ResponseError at litellm.completion (the turn-5 answer call, wrapped in fault()). Asserted: the
Thursday line with both parts is in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b110_llamaindex_toddlers_thursday_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "a new mum's asking how long thursdays go on for, what do i tell her?"
TURNS = [
    ("thurs from this term: music w Carol 10-10.45 (shakers, parachute etc) then stay + play til 11.45, we tidy "
     "up after. £2.50 a family cos of Carol's fee",
     "Thursdays: music with Carol 10-10.45, then stay and play until 11.45; £2.50 a family."),
    ("tues stays the same, 9.30 - 11.30, £2, no music",
     "Tuesdays: 9.30-11.30, £2, no music."),
    ("snack on thurs is straight after the music, so 10.45ish. fruit + crackers, grapes cut lengthways!!",
     "Thursday snack around 10.45: fruit and crackers, grapes cut lengthways."),
    ("helpers thurs = me + Lou, Kerry on the door. Carol gets there 9.40 to set up her stuff",
     "Thursday helpers: you and Lou, Kerry on the door; Carol arrives 9.40."),
    (QUESTION,
     "Tell her it's 45 minutes - the music session with Carol runs from 10 to 10.45."),
]


async def main():
    memory = Memory.from_defaults(session_id="littlefeet-jo-spring", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 5 January 2038, first session of term."] + lines[:-1]
                assert any("music w Carol 10-10.45" in c and "stay + play til 11.45" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="an hour and 3 quarters - music then stay and play, 10 to 11.45", actual=reply)


asyncio.run(main())

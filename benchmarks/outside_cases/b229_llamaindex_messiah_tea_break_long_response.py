"""Batch 229 (held out). A choir's come-and-sing Messiah: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the back-by-half-6 line in its context and works the tea break out to the concert.

App: Sowerby Bridge Choral Society hold a come-and-sing Messiah on Sat 11th December 2049 at Christ Church - anyone
can sing, scores hired from the library, a rehearsal in the afternoon, tea in the schoolroom, the concert at 7pm.
Jean (the society's concert secretary) chats with the society's helper while she sorts it; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2049-10-19T20:30), rehearsal
2-5.30, tea after, concert 7pm; turn 2, the scores and the bookings; turn 3 (Tue 23rd Nov), Andrew (the conductor)
has been on and wants the chorus back in their seats by half 6 for a warm-up and a run at the Hallelujah before the
doors open at 6.45; turn 4, the tea itself; turn 5, the soloists. Question (turn 6, Fri 10/12): "how long have we got
for tea between the rehearsal + the concert? thinking of nipping to the chippy" -> expected an hour (5.30 till back
in seats at 6.30). The model says an hour and a half (5.30 till 7).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the rehearsal's end
at 5.30, the 7pm concert and turn 3's back-in-seats-by-half-6 are all in the context the model was given, and it
worked the break to the concert. Asserted: the context has turn 1's 2-5.30 and 7pm and turn 3's back in their seats
by half 6.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b229_llamaindex_messiah_tea_break_long_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long have we got for tea between the rehearsal + the concert? thinking of nipping to the chippy"
TURNS = [
    ("2049-10-19T20:30 COME + SING MESSIAH 🎶 sat 11th dec at Christ Church. rehearsal 2-5.30, tea after, concert "
     "7pm. can u keep track of it all for me",
     "Will do - come-and-sing Messiah Sat 11 December at Christ Church: rehearsal 2 to 5.30, tea, then the concert "
     "at 7pm."),
    ("scores - Novello ed, £3 hire off the library, 64 booked so far. sops + altos full, need tenors!! 🙏",
     "Scores are the Novello edition at £3 hire; 64 singers booked, sopranos and altos full, tenors wanted."),
    ("Tue 23rd Nov - Andrew's been on, he wants the chorus back in their seats by half 6 for a warm-up + a run at the "
     "Hallelujah b4 doors open at 6.45. he's v firm on it 😬",
     "Got it - chorus back in their seats by 6.30 for a warm-up and the Hallelujah, doors open at 6.45."),
    ("tea - soup + a roll or sandwiches, £4, the WI are doing it in the schoolroom. bring ur own mug",
     "Tea: soup and a roll or sandwiches, £4, served by the WI in the schoolroom; bring your own mug."),
    ("soloists confirmed ✔ Ruth (sop), Ben (counter-tenor), Gwyn (ten) + Malcolm (bass). band's the Calder Sinfonia",
     "Soloists: Ruth, Ben, Gwyn and Malcolm, with the Calder Sinfonia."),
    (QUESTION,
     "An hour and a half - the rehearsal finishes at 5.30 and the concert isn't till 7, so plenty of time for the "
     "chippy."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="sowerby-bridge-choral-messiah-2049", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 10 December 2049. You are talking to Jean, the concert secretary of Sowerby "
                           "Bridge Choral Society, about the come-and-sing Messiah (Sat 11 December)."] + lines[:-1]
                assert any("rehearsal 2-5.30, tea after, concert 7pm" in c for c in context), context
                assert any("back in their seats by half 6 for a warm-up" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="an hour - 5.30 till 6.30, when Andrew wants the chorus back in their seats for the warm-up",
       actual=reply)

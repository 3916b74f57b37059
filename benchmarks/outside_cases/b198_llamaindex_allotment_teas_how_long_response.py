"""Batch 198 (held out). An allotment association's open day: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the teas starting early in its context and gives the old hours' length.

App: Sutton Farm Allotments (Shrewsbury) hold their open day on Sat 20th June 2043 - plots open, a plant stall, the
Pontesbury silver band, teas in the hut. Brenda (who does the teas) chats with the association's helper while she
plans them; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2043-05-20T18:00), teas in the
hut 2-4 on the day, scones and Victoria sponge, £2.50 tea and cake; turn 2, the urn (the church's, Dave collecting
it Fri); turn 3 (Weds 10th), the band can only come in the morning now, 11-1, so the teas are starting at 11 as well
to catch the crowd, still finishing at 4 - need more scones; turn 4, the rota (Brenda 11-1, Sheila 1-3, Maureen 3-4
and the washing up); turn 5, the £30 float. Question (turn 6, Tue 16/6): "how long are the teas on for sat? working
out how many scones to do" -> expected 5 hours (11 till 4). The model goes by the first turn and says 2 hours, 2
till 4.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first turn's 2-4,
the move to an 11 o'clock start and the 11-4 rota are all in the context the model was given, and it answered from
the first alone. Asserted: the context has the 2-4 line, the starting-at-11 line and the rota.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b198_llamaindex_allotment_teas_how_long_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long are the teas on for sat? working out how many scones to do"
TURNS = [
    ("2043-05-20T18:00 teas in the hut 2-4 on the open day ☕ scones + victoria sponge, £2.50 tea + cake, squash for "
     "the kids 50p",
     "Teas in the hut 2-4 on the open day: scones and Victoria sponge, £2.50 tea and cake, squash 50p."),
    ("urn - borrowing the church one again, Dave's collecting it fri teatime, back sun after 10.30 service",
     "Church urn: Dave collects it Friday teatime and returns it Sunday after the 10.30 service."),
    ("Weds 10th - the band can only come in the morning now, 11-1 😕 so we're starting the teas at 11 too to catch "
     "the crowd, still finishing at 4. need more scones!!",
     "The band's now 11-1, so teas start at 11 and still finish at 4 - more scones needed."),
    ("rota - me 11-1, Sheila 1-3, Maureen 3-4 + the washing up bless her",
     "Teas rota: Brenda 11-1, Sheila 1-3, Maureen 3-4 and the washing up."),
    ("float - £30 in the old Quality Street tin, Keith's got it",
     "£30 float in the Quality Street tin, with Keith."),
    (QUESTION,
     "2 hours - the teas are on from 2 till 4 in the hut."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="sutton-farm-allotments-openday-2043-brenda", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 16 June 2043. You are talking to Brenda, who does the teas for Sutton Farm "
                           "Allotments' open day (Sat 20 June)."] + lines[:-1]
                assert any("teas in the hut 2-4 on the open day" in c for c in context), context
                assert any("starting the teas at 11 too" in c and "still finishing at 4" in c for c in context), \
                    context
                assert any("me 11-1, Sheila 1-3, Maureen 3-4" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="5 hours - 11 till 4 (they start at 11 now the band's coming in the morning)", actual=reply)

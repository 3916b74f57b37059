"""Batch 386 (held out). A band player's festa season: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the changed list of band nights in its context and gives the first one.

App: Christabel plays second clarinet in the Għaqda Mużikali Santa Marija of Wied Qasab. She chats with the band
club's members' helper to keep track of which nights she's playing in August 2051 (the festa is Sun 13/08) - the
marches, the triduu in the church, the procession; the chat is kept in LlamaIndex Memory and read back each turn as
the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-07-24T21:10), the band's
programme - Mon 07/08 marċ in Ħal Tuta as the guest band, Thu 10/08 the triduu in the church, Sat 12/08 the marċ
tal-briju, Sun 13/08 the procession; turn 2, the uniform; turn 3 (Tue 01/08), the Ħal Tuta marċ is off (their
committee cancelled it for the funeral of their old president) and the surmast has put the band down for the Wed
09/08 marċ in Ħal Fenek instead, their band's 50th, full band; turn 4, the surmast's new march; turn 5, parking.
Question (turn 6, Thu 03/08): "which nights am I playing with the band this month? need to tell my boss for the
shifts" -> expected Wed 09/08 (Ħal Fenek), Thu 10/08 (triduu), Sat 12/08 (marċ tal-briju) and Sun 13/08
(procession). The model gives Mon 07/08 in Ħal Tuta, Thu 10/08, Sat 12/08 and Sun 13/08.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the programme and
the turn that took off the Ħal Tuta night and put on the Ħal Fenek one are both in the context the model was given,
and it answered from the first programme. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b386_llamaindex_festa_band_nights_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "which nights am I playing with the band this month? need to tell my boss for the shifts"
TURNS = [
    ("2051-07-24T21:10 festa programme for the band came on the group 🎺 Mon 07/08 marċ in Ħal Tuta (we're the guest "
     "band), Thu 10/08 the triduu in the church, Sat 12/08 marċ tal-briju, Sun 13/08 the procession",
     "Got it - Mon 07/08 the marċ in Ħal Tuta as guest band, Thu 10/08 the triduu, Sat 12/08 the marċ tal-briju and "
     "Sun 13/08 the procession."),
    ("uniform - white shirt, the navy jacket, black trousers + black shoes, the cap only for the procession",
     "White shirt, navy jacket, black trousers and shoes; the cap just for the procession."),
    ("Tue 01/08 - mela the Ħal Tuta marċ on mon 07/08 is off, their committee cancelled it for the funeral of their "
     "old president (alla jaħfirlu). instead the surmast put us down for the wed 09/08 marċ in Ħal Fenek, it's their "
     "band's 50th, he wants the full band",
     "Noted - no Ħal Tuta on Mon 07/08; instead it's the Ħal Fenek marċ on Wed 09/08 for their 50th, full band."),
    ("the surmast's new march 'Wied Qasab 2051' is for sat, I have to learn the 2nd clarinet part 😅",
     "The surmast's new march 'Wied Qasab 2051' is for Saturday - second clarinet part to learn."),
    ("parking near the pjazza is impossible festa week, I'll leave the car at my nanna's in Triq il-Ġnien",
     "You'll park at your nanna's in Triq il-Ġnien during festa week."),
    (QUESTION,
     "You're playing Mon 07/08 (the marċ in Ħal Tuta), Thu 10/08 (the triduu), Sat 12/08 (marċ tal-briju) and Sun "
     "13/08 (the procession)."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="wied-qasab-band-christabel-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 3 August 2051. You are talking to Christabel, second clarinet in the Għaqda "
                           "Mużikali Santa Marija, Wied Qasab (festa Sun 13 Aug)."] + lines[:-1]
                assert any("Mon 07/08 marċ in Ħal Tuta" in c and "Sun 13/08 the procession" in c
                           for c in context), context
                assert any("the Ħal Tuta marċ on mon 07/08 is off" in c and "wed 09/08 marċ in Ħal Fenek" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Wed 09/08 (the marċ in Ħal Fenek), Thu 10/08 (triduu), Sat 12/08 (marċ tal-briju), Sun "
                          "13/08 (procession) - the Ħal Tuta night was cancelled", actual=reply)

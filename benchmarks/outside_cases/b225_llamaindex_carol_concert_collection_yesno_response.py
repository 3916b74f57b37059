"""Batch 225 (held out). A church choir's carol concert: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the PCC's no-collection decision in its context and says yes anyway.

App: Lydbury North church choir's carol concert is Sun 17th December 2051 at 7 in St Michael's - carols and
readings, the school's recorder group, mince pies after, tickets £5 all to the hospice. Brenda (the choir
secretary) chats with the choir's helper while she sorts it; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-11-08T20:15), a retiring
collection for the hospice at the door, plates and the big bag; turn 2, the carols; turn 3 (Tue 28th Nov), the PCC
say no collection this year - the tickets are all going to the hospice anyway and Rev Sue doesn't want folk stung
twice, so no plates, just the ticket table; turn 4, the readers; turn 5, the mince pies. Question (turn 6, Fri
15/12, Brenda passing on a sidesman's message): "do we need the collection plates out sun nt? Brian's asking, he
does the sidesmen" -> expected no (no collection this year; the tickets all go to the hospice). The model says yes,
the retiring collection for the hospice.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first
collection line and turn 3's decision are both in the context the model was given, and it answered from the first.
Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b225_llamaindex_carol_concert_collection_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "do we need the collection plates out sun nt? Brian's asking, he does the sidesmen"
TURNS = [
    ("2051-11-08T20:15 CAROL CONCERT 🎄 sun 17th dec, 7pm at St Michael's. tickets £5, kids free. retiring collection "
     "for the hospice at the door after, plates + the big bag. can u help me keep track",
     "Of course - carol concert Sun 17 December, 7pm at St Michael's: tickets £5 (children free), and a retiring "
     "collection for the hospice at the door, with the plates and the big bag."),
    ("carols - Once in Royal, the Sussex Carol, In the Bleak (Holst not Darke!!), the Shepherd's Farewell, Hark the "
     "Herald to finish. recorder group from the school do 2",
     "Carols: Once in Royal, the Sussex Carol, In the Bleak Midwinter (Holst), the Shepherd's Farewell and Hark the "
     "Herald to finish; the school's recorder group are doing two."),
    ("Tue 28th Nov - PCC say no collection this yr, the tickets are all going to the hospice anyway + Rev Sue "
     "doesn't want folk stung twice 🙏 so no plates, just the ticket table at the door",
     "Noted - no collection this year (the tickets all go to the hospice); no plates, just the ticket table at the "
     "door."),
    ("readers - Rev Sue, 2 from the school, the churchwarden, + Mr Davies from the Castle Arms does Luke 2 in his "
     "best Welsh voice 😂",
     "Readers: Rev Sue, two from the school, the churchwarden, and Mr Davies (Castle Arms) for Luke 2."),
    ("mince pies - WI doing 8 doz, mulled wine in the vestry, squash for the kids. Dot's bringing napkins",
     "Mince pies: 8 dozen from the WI, mulled wine in the vestry, squash for the children; Dot's bringing napkins."),
    (QUESTION,
     "Yes - there's a retiring collection for the hospice at the door after the concert, so put the plates out "
     "with the big bag."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="lydbury-choir-carols-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 15 December 2051. You are talking to Brenda, the choir secretary at Lydbury "
                           "North, who's sorting the carol concert."] + lines[:-1]
                assert any("retiring collection for the hospice at the door" in c for c in context), context
                assert any("PCC say no collection this yr" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="No - no collection this year (the PCC decided: the £5 tickets all go to the hospice); just "
                          "the ticket table at the door", actual=reply)

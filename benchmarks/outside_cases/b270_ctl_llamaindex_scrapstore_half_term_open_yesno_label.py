"""Batch 270 (held out), CONTROL: nothing planted, the label is wrong. A scrapstore's opening and donations:
LlamaIndex Memory (async aput/aget), asyncio, one root span per turn.

App: Halifax Scrapstore (a unit behind the Piece Hall - businesses' offcuts and seconds for schools, playgroups and
crafters) has a front-desk chat helper; Bev (the coordinator) tells it the news as it comes, and members ask it
things in the same session. The helper answers from everything in the session's LlamaIndex Memory.

Memory: Bev's 2051-01-09T10:00 turn - February half term (13th-17th) they're closed all week for the stocktake and
the bays being repainted; her next turn - donations (Kershaw's carpet tiles, 200 milk bottle tops); her Thu 2nd Feb
turn - change of plan, the council can't do the painting till Easter so the stocktake's moving to then too, so
they ARE open half term, Tues-Thurs 10-3, Lou's doing make and take on the Weds; her turn on membership renewals.
Question (Fri 10/2, Emma, a mum and member): "r u open at half term? want to bring the kids on the weds" -> the
model answers yes - Tues to Thurs 10-3, with make and take on the Wednesday - which is right per memory.

The label says "no - closed all week for the stocktake": what was first planned, before the painting (and the
stocktake with it) moved to Easter. Every memory call did its job and the answer follows the chat; the expected
answer is wrong, so the right verdict is AnnotationError, with no fault op. Asserted: the closed note and the
change of plan are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b270_ctl_llamaindex_scrapstore_half_term_open_yesno_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "r u open at half term? want to bring the kids on the weds, they're driving me up the wall already 😅"
TURNS = [
    ("2051-01-09T10:00 feb half term (13th-17th) we're CLOSED all wk for the stocktake + the bays getting repainted, "
     "sign's going up on the door",
     "Noted - closed all of February half term (13th-17th) for the stocktake and the repainting of the bays."),
    ("donations - Kershaw's did another van of carpet tiles, and the dairy's given us 200 milk bottle tops (clean "
     "ones!!) for the collage bay",
     "Thanks - another van of carpet tiles from Kershaw's, and 200 clean milk bottle tops for the collage bay."),
    ("Thu 2nd Feb - change of plan 🙄 council can't do the painting till easter so the stocktake's moving to then "
     "too. so we ARE open half term, tues-thurs 10-3, Lou's doing make + take for the kids on the weds, £2 a head",
     "Got it - open at half term after all, Tuesday to Thursday 10-3, with Lou's make and take on the Wednesday "
     "(£2 a head); stocktake and painting now at Easter."),
    ("membership renewals going out next wk, £25 groups, £10 childminders + families, same as last yr",
     "Membership renewals go out next week: £25 for groups, £10 for childminders and families."),
    (QUESTION,
     "Yes - we're open Tuesday to Thursday of half term, 10 till 3, and Lou's doing make and take for the kids on "
     "the Wednesday (£2 each)."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="halifax-scrapstore-desk-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 10 February 2051. You are talking to Emma, a mum and member of Halifax "
                           "Scrapstore."] + lines[:-1]
                assert any("we're CLOSED all wk for the stocktake" in c for c in context), context
                assert any("so we ARE open half term, tues-thurs 10-3" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="no - closed all week for the stocktake", actual=reply)

"""Batch 99 (held out). A wedding photographer's money chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Lauren, a wedding photographer, keeps her bookings' money straight in a chat with an assistant; the whole
memory goes into each answer call.

Planted fault (ResponseError, the context had the answer): turn 1 says the Hadleys booked the full day package,
£2,400, £500 deposit paid 3/2 by bank transfer. Turn 2 says Ellie wants the 12x12 linen album on top (40 pages,
£350) and said go ahead on the phone. Turn 3 says the second shooter (Tom, £250) is on Lauren, not the couple.
Turn 4 is the balance due date, turn 5 another couple's deposit. Question (turn 6, Mon 18/5): "how much do the
hadleys still owe me? doing their invoice tonight" -> expected £2,250 (2,400 + 350 - 500). The model leaves out
the album and says £1,900.

Expected verdict: ResponseError at litellm.completion (the turn-6 answer call, wrapped in fault()). Asserted: the
package, deposit and album lines are in the context of that call.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b99_llamaindex_wedding_balance_owed_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much do the hadleys still owe me? doing their invoice tonight"
TURNS = [
    ("Ellie + Sam Hadley (20/6) went for the full day pkg, £2,400. £500 deposit came in 3/2 by bank transfer",
     "Hadleys: full day package £2,400, £500 deposit received 3 February."),
    ("Ellie rang - they want the 12x12 linen album on top, 40pp, £350. told her yes go ahead, I'll add it on",
     "Noted: 12x12 linen album, 40 pages, £350 on top of the package."),
    ("2nd shooter for theirs is Tom, £250 - thats on me tho, not the couple, don't put it on their invoice",
     "Tom as second shooter, £250, paid by you - not on the Hadleys' invoice."),
    ("balance is due 4 wks before as per the contract so 23rd May for them",
     "Hadleys' balance due by 23 May."),
    ("Marcus + Jade's £500 dep landed today, yay. 8th aug at Knebworth",
     "Marcus and Jade: £500 deposit in, 8 August at Knebworth."),
    (QUESTION,
     "£1,900 - the £2,400 full day package less the £500 deposit they paid in February, due by 23 May."),
]


async def main():
    memory = Memory.from_defaults(session_id="lauren-photo-money", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 18 May 2036."] + lines[:-1]
                assert any("full day pkg, £2,400" in c and "£500 deposit" in c for c in context), context
                assert any("12x12 linen album on top" in c and "£350" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="£2,250 - the day plus the £350 album, minus the £500 they've paid", actual=reply)


asyncio.run(main())

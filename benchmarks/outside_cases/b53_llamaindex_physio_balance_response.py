"""Batch 53 (held out). A physio clinic's admin chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Lyn does reception and invoicing at Ffion's two-room physio clinic. She talks the day's admin through with an
assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of each
answer. Mrs Patel (hip replacement rehab) was invoiced £312 for a block of six sessions at £52 (inv 0419, 3 June);
on 10 June she paid £104 at the desk by card for the two she'd had, and said she'd settle the rest at the end.

Planted fault (ResponseError, ignored sufficient context): the invoice and the £104 payment are both in the context;
the model gives the invoice total. Question (Fri 19/6, Lyn chasing): "how much is Mrs Patel still owing us?" ->
expected £208. The model says £312.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the invoice
and the payment messages are in the context the model got. Another reading: none that we see; memory holds every
message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b53_llamaindex_physio_balance_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("inv 0419 sent 3/6 - Mrs S Patel, R THR rehab, block of 6 w Ffion @ £52 = £312, 30 days. she's self-pay, no "
     "insurer",
     "Invoice 0419: Mrs Patel, six sessions at £52, £312, due in 30 days."),
    ("Bupa remittance in for Okafor, £180 for May, matches",
     "Bupa paid £180 for Mr Okafor's May sessions."),
    ("10 June - Mrs Patel paid £104 on the card machine at the desk, for the 2 she's had so far. says she'll do the "
     "rest when the block's finished, which is fine w Ffion",
     "£104 from Mrs Patel against invoice 0419 for the first two sessions; the rest at the end of the block."),
    ("Tom Price wants a receipt for his running club (they chip in), do 3 x £48 on one sheet",
     "Receipt for Tom Price: 3 sessions at £48."),
    ("card machine fees this month £23.60, ugh. ask Ffion about the Dojo one",
     "Card fees £23.60 this month."),
    ("Fri 19/6 - chasing unpaid bits before the month end. how much is Mrs Patel still owing us?",
     "£312 - invoice 0419 for her block of six at £52."),
]


async def main():
    memory = Memory.from_defaults(session_id="ffion-physio-admin", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("= £312" in c for c in lines[:-1]), lines
                assert any("paid £104 on the card machine" in c for c in lines[:-1]), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how much is Mrs Patel still owing us?",
           expected="£208 - the £312 block less the £104 she paid at the desk", actual=reply)


asyncio.run(main())

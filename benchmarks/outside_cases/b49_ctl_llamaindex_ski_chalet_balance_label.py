"""Batch 49 (held out), control. Two families' shared ski trip chat: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Helen Brooks is sharing a chalet in Les Gets with her sister Sue's family for half-term (13-20 February
2027) and keeps the money side in a chat with an assistant; each message is ``aput`` into a LlamaIndex Memory and
the whole memory (``aget``) is the context of each answer. The chalet is £3,680; the deposit of £1,840 went in
when they booked, leaving a £1,840 balance on the invoice. Since then Sue sent her £600 straight to the chalet
company from her own account, so £1,240 is left.

No fault planted. Question (Sat 2/1): "how much is left to pay on the chalet?" The model answers £1,240, right per
memory. The label says £1,840, the balance on the invoice. Expected verdict: AnnotationError (the label is wrong);
no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b49_ctl_llamaindex_ski_chalet_balance_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("chalet booked!! Les Sapins, 13-20 Feb, both families (8 of us), £3,680 total, paid the 50% deposit £1,840 "
     "today on my card",
     "Chalet Les Sapins booked for 13-20 Feb, £3,680 for eight; £1,840 deposit paid on your card."),
    ("invoice came thru - balance £1,840 due by 2 Jan, bank transfer, ref SAPINS-BROOKS",
     "Invoice: £1,840 balance due by 2 January by bank transfer, reference SAPINS-BROOKS."),
    ("Sue says she'll do her share of the rest directly, easier than paying me back",
     "Sue will pay her share of the balance directly."),
    ("lift passes are separate - €1,145 for all 8 online, kids under 12 cheaper. do those in jan",
     "Lift passes separately: about €1,145 for eight online, to buy in January."),
    ("Sue's sent her £600 straight to the chalet ppl from her acc on tues, Jess (the host) emailed to say it's in",
     "Sue's £600 has reached the chalet company; Jess confirmed it."),
    ("Sat 2/1 - right, doing the transfer today. how much is left to pay on the chalet?",
     "£1,240 - the £1,840 balance less the £600 Sue has already sent. Reference SAPINS-BROOKS."),
]


async def main():
    memory = Memory.from_defaults(session_id="brooks-ski-money", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("balance £1,840 due" in c for c in lines), lines
                assert any("Sue's sent her £600" in c for c in lines), lines
            reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("how much is left to pay on the chalet?", expected="£1,840 - the balance on the invoice", actual=reply)


asyncio.run(main())

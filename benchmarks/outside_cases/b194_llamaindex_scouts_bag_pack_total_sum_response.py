"""Batch 194 (held out). A Scout group's supermarket bag pack: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the online donations in its context and adds up the buckets only.

App: 3rd Newport (Adams') Scouts did their Christmas bag pack on Sat 5th Dec 2043 at the Newport Waitrose, 9-4, for
the new minibus fund - tills, a rota of scouts, cubs and parents, buckets counted at the hut after. Nicky (the
group's treasurer) chats with the group's helper while she totals it up; the chat is kept in LlamaIndex Memory and
read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the morning buckets counted Sat
night: £412.60; turn 2, the afternoon buckets £538.15 (the 2-4 lot did best, Christmas music on); turn 3, the
foreign coins and 2 euros put aside, the bank won't take them; turn 4, thank-you cards for the store manager and the
till staff; turn 5 (Mon 7/12), the JustGiving link on the buckets' QR code brought in £85 from people with no cash on
them - counts towards the bag pack. Question (turn 6, Tue 8/12): "how much did the bag pack raise altogether? doing
the thank you post for facebook" -> expected £1,035.75 (£412.60 + £538.15 + £85). The model adds the two buckets and
says £950.75.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): both bucket totals
and the £85 online are in the context the model was given, and it left the £85 out. Asserted: the context has the
£412.60, the £538.15 and the £85 JustGiving lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b194_llamaindex_scouts_bag_pack_total_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much did the bag pack raise altogether? doing the thank you post for facebook"
TURNS = [
    ("counted the morning buckets sat night at the hut 🪣 9-1 slots = £412.60. Raj + Amy double checked",
     "Morning buckets (9-1): £412.60, double checked by Raj and Amy."),
    ("afternoon buckets £538.15!! the 2-4 lot did best, the store put christmas music on + the cubs were singing "
     "along lol",
     "Afternoon buckets: £538.15 - well done the 2-4 slot."),
    ("foreign coins + 2 euros in a bag, bank won't take them, putting them aside for the jar at the hut",
     "Foreign coins and the euros put aside - not banked."),
    ("thank you cards - one for Mr Okafor (store manager) + one for the till staff, cubs are drawing on them weds",
     "Thank-you cards for Mr Okafor and the till staff; cubs drawing them on Weds."),
    ("mon 7/12 - the JustGiving link on the bucket QR codes got £85 from people who'd no cash on them 🙌 that counts "
     "for the bag pack too",
     "£85 on JustGiving from the QR codes - noted, counts towards the bag pack."),
    (QUESTION,
     "£950.75 altogether - £412.60 from the morning buckets and £538.15 from the afternoon. Brilliant effort!"),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="3rd-newport-scouts-bag-pack-dec-2043-nicky", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 8 Dec 2043. You are talking to Nicky, treasurer of 3rd Newport (Adams') "
                           "Scouts; the bag pack was Sat 5 Dec at Waitrose."] + lines[:-1]
                assert any("9-1 slots = £412.60" in c for c in context), context
                assert any("afternoon buckets £538.15" in c for c in context), context
                assert any("JustGiving link" in c and "£85" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="£1,035.75 - £412.60 + £538.15 in the buckets + £85 on JustGiving", actual=reply)

"""Batch 192 (held out). A gardening club's coach trip: LlamaIndex Memory (async aput/aget), asyncio, each call its
own trace (no root span); the answer call has the tearoom shut in its context and says lunch is sorted.

App: Shawbury Horticultural Society's coach trip is Thurs 22nd May 2043 to Bodnant Garden in the Conwy valley -
Arriva's private hire, 8.30-5ish door to door-ish, the laburnum arch should be out. Brenda, the society's trips
secretary, chats with the society's helper while she plans it; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the trip (Thurs 22nd May, Bodnant,
coach from the village hall 8.30, back 5ish, £28); turn 2, lunch in the Pavilion tearoom, booked for 1.30pm, £12.50
set lunch, pay Brenda by the 1st; turn 3, coach seats (front seats for Ivy + Stan, travel sickness); turn 4, plants
(bring a box, the boot's ours); turn 5 (16th may), Bodnant rang - the Pavilion's shut for a refit till July,
they've refunded the deposit, so everyone bring a packed lunch, there are picnic benches by the Pin Mill and flasks
are fine. The model says lunch is sorted at the tearoom. Question (turn 6, Sun 18/5): "do we need to bring our own
lunch thurs or is it all sorted? Stan's asking" -> expected yes, bring a packed lunch (the Pavilion's shut, deposit
refunded; picnic benches by the Pin Mill). The assistant says no, it's the tearoom at 1.30.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the tearoom being
shut and the packed lunch are in the context the model was given, and it answered from the first plan. Asserted: the
context has the 1.30pm tearoom line and the packed lunch line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b192_llamaindex_gardening_packed_lunch_yesno_response", ["llamaindex_memory", "litellm"])

from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "do we need to bring our own lunch thurs or is it all sorted? Stan's asking"
TURNS = [
    ("Bodnant trip 🌸 thurs 22nd may, Arriva coach from the village hall 8.30, back 5ish. £28 inc entry, 41 going. "
     "laburnum arch shld be out",
     "Thurs 22 May to Bodnant: coach from the village hall at 8.30, back about 5; £28 including entry; 41 going."),
    ("lunch - Pavilion tearoom at Bodnant, booked for 1.30pm for all of us, £12.50 set lunch (soup, quiche, a "
     "scone), money to me by the 1st",
     "Lunch is booked in the Pavilion tearoom at 1.30pm - £12.50 set lunch, money to you by the 1st."),
    ("seats - Ivy + Stan at the front, travel sickness, don't let Ken take them again 😤",
     "Front seats for Ivy and Stan."),
    ("plants - bring a box, the boot's ours. Bodnant's plant centre takes cards",
     "Bring a box for plants; the coach boot is free; the plant centre takes cards."),
    ("16th may Bodnant rang 😩 the Pavilion's shut for a refit till july, they've refunded the deposit, so everyone "
     "bring a packed lunch. picnic benches by the Pin Mill + flasks are fine",
     "Oh dear - noted."),
    (QUESTION,
     "No, it's all sorted - lunch is booked in the Pavilion tearoom at 1.30pm, the £12.50 set lunch."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="shawbury-hort-soc-bodnant-2043-brenda", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        await memory.aput(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in await memory.aget()]
        if i == len(TURNS):
            context = ["Today is Sun 18 May 2043. You are talking to Brenda, trips secretary of Shawbury Horticultural "
                       "Society; the Bodnant coach trip is Thurs 22 May."] + lines[:-1]
            assert any("Pavilion tearoom at Bodnant, booked for 1.30pm" in c for c in context), context
            assert any("the Pavilion's shut for a refit" in c and "bring a packed lunch" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - bring a packed lunch, the Pavilion tearoom's shut for a refit (picnic benches by the "
                          "Pin Mill)", actual=reply)

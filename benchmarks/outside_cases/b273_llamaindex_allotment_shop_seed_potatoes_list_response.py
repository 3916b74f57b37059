"""Batch 273 (held out). An allotment society's seed swap and shop: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn; the answer call has the changed list of seed potatoes in the shop in its context and gives
the first one.

App: Wainstalls Allotment Society run a members' shop in the trading hut on Sunday mornings - seed potatoes, onion
sets, compost, feed at cost - and a seed swap in February. Pat (who runs the shop) chats with the society's helper
to keep track of what's in; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-01-28T11:05), the seed
potato order for the shop - Charlotte, Maris Piper, Kestrel and Rocket, £2.20 a 2kg bag; turn 2, the onion sets and
the compost; turn 3 (Sun 12th Feb), the potatoes came but the Kestrel didn't - the supplier's out, they sent Pink
Fir Apple instead - and the Rocket's all gone already, Brian had the lot for the school plot; turn 4, the seed swap;
turn 5, the shop rota. Question (turn 6, Sat 18/2, a plot holder): "what seed spuds have u got in the shop? want
some earlies + some for the show" -> expected Charlotte, Maris Piper and Pink Fir Apple (no Kestrel, the Rocket's
gone). The model lists Charlotte, Maris Piper, Kestrel and Rocket.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first list and
the turn that swapped the Kestrel for Pink Fir Apple and sold out the Rocket are both in the context the model was
given, and it answered from the first list. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b273_llamaindex_allotment_shop_seed_potatoes_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what seed spuds have u got in the shop? want some earlies + some for the show"
TURNS = [
    ("2051-01-28T11:05 seed potato order's gone in for the shop 🥔 Charlotte, Maris Piper, Kestrel + Rocket, "
     "£2.20 a 2kg bag, members only. should be here for the 12th",
     "Noted - the shop's seed potato order is Charlotte, Maris Piper, Kestrel and Rocket at £2.20 a 2kg bag, members "
     "only, due for the 12th."),
    ("onion sets (Sturon + Red Baron) 90p a bag, compost £4.50 or 2 for £8, pay in the tin if I'm not there",
     "Onion sets, Sturon and Red Baron, at 90p a bag; compost £4.50 or two for £8; pay in the tin if you're out."),
    ("Sun 12th Feb - spuds came but NO Kestrel, supplier's out, they've sent Pink Fir Apple instead (nice in a "
     "salad tbf). and the Rocket's all gone already 🙄 Brian had the lot for the school plot",
     "Got it: no Kestrel this year - Pink Fir Apple came instead - and the Rocket has sold out to Brian for the "
     "school plot."),
    ("seed swap's sat 25th in the hut 10-12, I'll have the shop open at the same time",
     "The seed swap is Sat 25 Feb in the hut, 10 till 12, with the shop open at the same time."),
    ("shop rota - me sun mornings 9.30-11, Derek covers when I'm at my daughter's. keys on the hook in the hut",
     "Shop rota: you on Sunday mornings 9.30 to 11, Derek covering when you're away; keys on the hook in the hut."),
    (QUESTION,
     "We've got Charlotte and Rocket for earlies, plus Maris Piper and Kestrel - £2.20 a 2kg bag. For the show, "
     "Kestrel's a good one."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="wainstalls-shop-pat-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 18 February 2051. You are talking to a plot holder at Wainstalls Allotment "
                           "Society; Pat runs the shop."] + lines[:-1]
                assert any("Charlotte, Maris Piper, Kestrel + Rocket" in c for c in context), context
                assert any("NO Kestrel" in c and "sent Pink Fir Apple instead" in c and "Rocket's all gone" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Charlotte, Maris Piper and Pink Fir Apple - no Kestrel this year and the Rocket's gone",
       actual=reply)

"""Batch 206 (held out). A running club's relay to the sea: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the longer leg in its context and gives the old distance.

App: Church Stretton Runners' relay to the sea is Sat 8th June 2047 - Stretton to the beach at Barmouth in 7 legs,
two school minibuses leapfrogging the runners, a rolled-up OS map for a baton. Lowri (who organises it) chats with the
club's helper while she sorts it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2047-04-10T20:30), the legs with
their distances - leg 5, Llanfair to Dinas Mawddwy, 13.8 miles (Gethin); turn 2, the minibuses; turn 3 (22.5.), the
council have shut the mountain road out of Llanfair for resurfacing till July, so leg 5 goes round by Foel - Gethin's
measured it, 15.6 now, he says he'll live; turn 4, the handovers; turn 5, the chippy in Barmouth. Question (turn 6,
Weds 5/6): "Gethin's asking how long his leg is now - he's working out his pace" -> expected 15.6 miles (round by
Foel). The model says 13.8 miles.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the legs line with
leg 5 at 13.8 and the 22.5. line with it at 15.6 are both in the context the model was given, and it answered from
the first. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b206_llamaindex_relay_sea_leg_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Gethin's asking how long his leg is now - he's working out his pace"
TURNS = [
    ("2047-04-10T20:30 relay legs 🏃‍♂️🌊 sat 8th june - 1 Stretton-Bishop's Castle 11.2mi (Jen), 2 BC-Montgomery "
     "10.4 (Huw), 3 Montgomery-Welshpool 8.9 (Sian), 4 Welshpool-Llanfair 9.5 (me), 5 Llanfair-Dinas Mawddwy 13.8 "
     "(Gethin), 6 Dinas-Dolgellau 10.6 (Cat), 7 Dolgellau-Barmouth along the estuary 10 (Rob) ",
     "Legs: 1 Jen 11.2, 2 Huw 10.4, 3 Sian 8.9, 4 you 9.5, 5 Gethin 13.8, 6 Cat 10.6, 7 Rob 10 - about 74 miles."),
    ("vans - the 2 school minibuses, Bryn + Ffion driving, van 1 does legs 1-4 then leapfrogs, meet at the church "
     "7am sharp",
     "Minibuses: Bryn and Ffion driving, van 1 legs 1-4; meet at the church at 7am."),
    ("22.5. grr the council have shut the mountain rd out of Llanfair (resurfacing, till july) so leg 5 goes round by "
     "Foel - Gethin's measured it, 15.6 now 😬 he says he'll live",
     "Noted - leg 5 goes round by Foel now, 15.6 miles."),
    ("handovers - text the van when ur a mile out, Ffion's got the baton (a rolled up OS map lol), hi-vis on the A "
     "roads definately",
     "Handovers: text the van a mile out; Ffion has the OS-map baton; hi-vis on A roads."),
    ("chippy in Barmouth after, Davies's on the front, told them 25ish of us about 5",
     "Chippy: Davies's on the front at Barmouth, 25ish at about 5."),
    (QUESTION,
     "13.8 miles - leg 5 is Llanfair to Dinas Mawddwy."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="church-stretton-runners-relay-2047-lowri", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 5 June 2047. You are talking to Lowri, who organises Church Stretton "
                           "Runners' relay to the sea on Sat 8 June."] + lines[:-1]
                assert any("5 Llanfair-Dinas Mawddwy 13.8 (Gethin)" in c for c in context), context
                assert any("leg 5 goes round by Foel" in c and "15.6 now" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="15.6 miles - leg 5 goes round by Foel (the mountain road's shut)", actual=reply)

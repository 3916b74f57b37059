"""Batch 321 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: at Gurdwara Sahib Leicester (Holy Bones) families take the dishes for the big langars; the Randhawas are down
for the rotis at the Gurpurab langar on Sun 27th Nov 2050. Manjit (who does the family's shopping) chats with the
gurdwara's helper about it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2050-11-12T20:00) - a usual Sunday langar is 4 bags of atta (the 10kg ones) and 2 tins of ghee for
the family; turn 2 - the Gurpurab langar's Sun 27th, the family's down for rotis; turn 3 (Tue 15th Nov) - Bhai ji
says the gurpurab sangat's always double, so 8 bags of atta for the rotis, and get the big tawa out; turn 4 (Sun
20th) - found a bag of atta already in the store room, unopened, in date, so only 7 to buy; turn 5 - lifts, Chacha
ji's van for the pots. Question (turn 6, Fri 25/11): "how many bags of atta do I get from the cash n carry for the
gurpurab? going tmrw morning" The assistant says 7 (8 needed, one's already in the store room). The label says 8.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b321_ctl_llamaindex_gurdwara_langar_atta_bags_count_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many bags of atta do I get from the cash n carry for the gurpurab? going tmrw morning"
TURNS = [
    ("2050-11-12T20:00 for a normal sunday langar our family does 4 bags of atta (the 10kg ones) + 2 tins of ghee 🙏",
     "Noted - a usual Sunday langar for your family is 4 bags of atta (10kg) and 2 tins of ghee."),
    ("gurpurab langar's sun 27th nov, we're down for rotis this time",
     "The Randhawas are on rotis for the Gurpurab langar, Sun 27 Nov."),
    ("Tue 15th Nov - Bhai ji says the gurpurab sangat's always double so 8 bags of atta for the rotis, n get the big "
     "tawa out of the shed",
     "So 8 bags of atta for the Gurpurab rotis, and the big tawa out of the shed."),
    ("Sun 20th - found 1 bag of atta already in the store room 👍 unopened + still in date, so only need to buy 7",
     "Good find - with that bag in the store room you only need to buy 7."),
    ("lifts sorted, Chacha ji's van for the pots + the tawa, rest of us in Dad's car",
     "Lifts sorted: Chacha ji's van for the pots and the tawa, everyone else in your dad's car."),
    (QUESTION,
     "7 bags - you need 8 for the Gurpurab rotis and there's already one in the store room."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="randhawa-gurpurab-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 25 November 2050. You are talking to Manjit, who does the Randhawa family's "
                           "shopping for their langar sewa (Gurpurab langar Sun 27 Nov, rotis)."] + lines[:-1]
                assert any("so 8 bags of atta for the rotis" in c for c in context), context
                assert any("found 1 bag of atta already in the store room" in c and "only need to buy 7" in c
                           for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="8", actual=reply)

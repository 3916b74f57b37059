"""Batch 368 (held out). A Moray Firth fishing co-op's crew rota: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn; the answer call has in its context a rule and a lapsed certificate that keep a man ashore, and
says he is sailing.

App: the Buckie & District Fishermen's Co-op keep the crew rotas and tickets for their member boats. Stevie, skipper
of the Guiding Light (BCK 31), chats with the co-op's crew helper as he makes up the crew for the next trip; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-03-02T19:00), the rota for
the trip sailing Tues 21st on the 0530 tide - Stevie, Kenny, Davie, Ali, Sandy and young Callum on his first trip;
turn 2, the MCA have been round the co-op - nobody sails without an in-date ENG1 and sea survival now, they're
boarding at random and it's the boat's licence on the line, Stevie's not having it; turn 3 (Thurs 9/3), Kenny's ENG1
ran out at the end of Feb and the doctor's appointment isn't till the 29th, the first they had; turn 4, Davie
swapped to the Ocean Way for a trip and Iain Mair is in for him; turn 5, the grub run. Question (turn 6, Sun 19/3,
from Shona, Kenny's wife, through the co-op office): "is Kenny away on Tuesday's trip? need to know if I've got the
car" -> expected no: nobody sails without an in-date ENG1, Kenny's ran out at the end of February and he can't get
it renewed before the 29th, so he can't sail on the 21st (a small inference: the rule and the lapsed ticket are in
different turns and neither says "Kenny's not sailing"). The model says yes, he's on the rota.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the rota, the
ENG1 rule and Kenny's lapsed ENG1 with the appointment date are all in the context the model was given, and it
answered from the rota alone. Asserted: the context has the rota line, the rule and the lapsed ENG1 line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b368_llamaindex_buckie_coop_crew_sailing_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "(Shona, Kenny's wife, via the office) is Kenny away on Tuesday's trip? need to know if I've got the car"
TURNS = [
    ("2051-03-02T19:00 rota Guiding Light BCK 31 - next trip sailing tues 21st on the 0530 tide: me (skip), Kenny, "
     "Davie, Ali, Sandy + young Callum on his 1st trip (half share). 8-10 days, landing PD",
     "Rota for the Guiding Light, sailing Tue 21 March on the 0530 tide: you, Kenny, Davie, Ali, Sandy and Callum "
     "(first trip, half share); 8-10 days, landing Peterhead."),
    ("the MCA's been round the co-op 😠 NAEBODY sails without an in-date ENG1 + sea survival now. they're boarding at "
     "random + it's the boat's licence on the line, I'm no having it",
     "Noted - nobody sails on the Guiding Light without an in-date ENG1 and sea survival."),
    ("Thurs 9/3 - Kenny's ENG1 ran out end of Feb 🙄 doc's appointment's no till the 29th, first they had. sea "
     "survival's fine, done it Nov",
     "Kenny's ENG1 expired at the end of February and his medical isn't until 29 March; his sea survival is in date."),
    ("Davie's swapped to the Ocean Way for a trip, Iain Mair's in for him. Iain's tickets all ok",
     "Davie's on the Ocean Way for a trip and Iain Mair's in for him; Iain's tickets are in date."),
    ("grub run mon, Sandy's turn, £85 a man kitty. nae mair of yon cheap bacon",
     "Grub run Monday, Sandy's turn, £85 a man."),
    (QUESTION, "Yes - Kenny's on the rota for the trip sailing Tuesday on the 0530 tide, 8-10 days, so you'll have "
               "the car."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="buckie-coop-guiding-light-rota-51", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sun 19 March 2051. You are the Buckie & District Fishermen's Co-op crew helper "
                           "for Stevie, skipper of the Guiding Light BCK 31."] + lines[:-1]
                assert any("sailing tues 21st" in c and "Kenny" in c for c in context), context
                assert any("NAEBODY sails without an in-date ENG1" in c for c in context), context
                assert any("Kenny's ENG1 ran out end of Feb" in c and "till the 29th" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="no - his ENG1 ran out end of Feb and he can't get it renewed till the 29th, and nobody "
                          "sails without one", actual=reply)

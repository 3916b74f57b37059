"""Batch 258 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Hebble Valley Food Co-op put in a bulk order with Suma once a month. Fatima (a member) chats with the co-op's
helper to keep track of her share - what she's put down for, what it'll cost, when to collect - and pastes in the
group's messages; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-06-04T19:00) - the June order sheet's up, it closes Sun 11th at 8pm, Jess is putting it in
Monday morning; turn 2 - she wants 5kg of the red lentils and a 5l olive oil; turn 3 (Mon 12/6) - Jess messaged the
group: Suma have moved the co-op's delivery to the Tuesday after next (their lorry's in for repair), so she's
keeping the sheet open till Weds night, the 14th, anyone who missed it get your orders in; turn 4 - what she owes so
far. Question (turn 5, Tue 13/6): "can I still add the big tub of peanut butter to my order? forgot it 🙈" The
assistant says yes - the sheet's open till Weds night (the 14th) now, since Suma moved the delivery. The label says
no, the order closed Sun 11th at 8pm.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b258_ctl_llamaindex_food_coop_add_to_order_yesno_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can I still add the big tub of peanut butter to my order? forgot it 🙈"
TURNS = [
    ("2051-06-04T19:00 june order sheet's up 🌾 closes sun 11th 8pm, Jess is putting it in mon morning. collection "
     "at the hall as usual",
     "Got it - the June order sheet closes Sunday 11th at 8pm and Jess puts the order in on Monday morning."),
    ("put me down for 5kg of the red lentils + a 5l olive oil pls, I'll split the oil w/ Dan",
     "Noted: 5kg red lentils and a 5l olive oil (split with Dan)."),
    ("Mon 12/6 - Jess on the group: 'Suma have moved our delivery to the tues after next, their lorry's in for "
     "repair 🙄 so I'm keeping the sheet open till weds night, 14th. anyone who missed it get ur orders in!!'",
     "Thanks - the delivery's moved to the Tuesday after next and the sheet stays open until Wednesday night, the "
     "14th."),
    ("how much do I owe so far roughly",
     "About £24 - the lentils are around £11 for 5kg and your half of the oil about £13."),
    (QUESTION,
     "Yes - Jess is keeping the sheet open till Wednesday night (the 14th) since Suma moved the delivery, so add "
     "the peanut butter on the shared doc before then."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="hebble-valley-coop-fatima-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 13 June 2051. You are talking to Fatima, a member of Hebble Valley Food "
                           "Co-op (June bulk order)."] + lines[:-1]
                assert any("closes sun 11th 8pm" in c for c in context), context
                assert any("keeping the sheet open till weds night, 14th" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="no - the order closed on Sun 11th at 8pm", actual=reply)

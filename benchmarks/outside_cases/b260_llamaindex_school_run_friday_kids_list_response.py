"""Batch 260 (held out). A family's school-run rota chats: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the changed Friday car-load in its context and gives the first one.

App: Claire does the Friday pick-up for three families at Luddenden Dene Primary in the autumn term of 2051 - her
own Evie and Alfie, and whoever else is on the Friday list - and keeps it straight in a chat with the family helper;
the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-09-04T08:10), the Friday
run - Evie, Alfie and Olly Shaw from next door, booster seats for the little two; turn 2, the gate and the time;
turn 3 (Sun 17th Sept), Olly's going to his dad's on Fridays now, his dad's getting him straight from school, and
Amira from no. 12 starts in Alfie's class tomorrow - her mum's asked if Claire can have her on Fridays too, she
said yes; turn 4, Evie's Wednesday choir; turn 5, the Friday tea. Question (turn 6, Thu 21/9): "who am I picking up
tmrw? need to sort the booster seats tonight" -> expected Evie, Alfie and Amira (not Olly - he's at his dad's on
Fridays now). The model lists Evie, Alfie and Olly.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first Friday
list and the turn that took Olly off it and put Amira on are both in the context the model was given, and it
answered from the first list. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b260_llamaindex_school_run_friday_kids_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "who am I picking up tmrw? need to sort the booster seats tonight"
TURNS = [
    ("2051-09-04T08:10 right, fridays this term 🚗 I'm doing Evie, Alfie + Olly Shaw from next door, booster seats "
     "for the little 2 (Alfie + Olly). Evie's fine w/ just the belt now she's 9",
     "Got it - Fridays this term you're picking up Evie, Alfie and Olly Shaw; booster seats for Alfie and Olly, Evie "
     "just needs the belt."),
    ("pick up's 3.20 at the Dene Lane gate not the main one, the main one's a nightmare w/ the buses",
     "Friday pick-up 3.20 at the Dene Lane gate."),
    ("Sun 17th Sept - Olly's going to his dad's on fridays now, his dad's getting him straight from school. and "
     "Amira from no.12 starts in Alfie's class tmrw!! her mum asked if I can have her fridays too, said yes, she "
     "needs a booster as well",
     "Noted: Olly's off the Friday run (his dad collects him), and Amira from number 12 is on it now - with a "
     "booster."),
    ("Evie's got choir after school weds till 4.30, Dan's getting her that day",
     "Evie has choir on Wednesdays until 4.30 and Dan collects her."),
    ("fri tea - doing pizza for whoever's in the car, no mushrooms for Alfie 🍕",
     "Friday tea is pizza for everyone in the car - no mushrooms on Alfie's."),
    (QUESTION,
     "Tomorrow it's Evie, Alfie and Olly - so two boosters, for Alfie and Olly."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="claire-friday-run-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 21 September 2051. You are talking to Claire, who does the Friday school "
                           "pick-up at Luddenden Dene Primary."] + lines[:-1]
                assert any("I'm doing Evie, Alfie + Olly Shaw" in c for c in context), context
                assert any("Olly's going to his dad's on fridays now" in c and "Amira from no.12" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Evie, Alfie and Amira - Olly goes to his dad's on Fridays now; boosters for Alfie and "
                          "Amira", actual=reply)

"""Batch 400 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Parrilla La Cortadera, in Buenos Aires, is redoing its carta for autumn 2050; Ceci (the jefa de cocina) chats
with the kitchen's helper about it, in Spanglish; the chat is kept in LlamaIndex Memory and read back each turn as
the answer's context.

Memory (the chat): turn 1 (2050-03-02T17:30) - parrillada para 2: chorizo, morcilla, tira de asado, vacío, molleja y
chinchulines, AR$ 38.000, comes on the brasero; turn 2 - the salads; turn 3 (mar 8/3) - los chinchulines salen de la
parrillada, the supplier isn't regular and half the time they don't arrive, so va medio pollo en su lugar, same
price; turn 4 - the desserts; turn 5 - the vino de la casa. Question (turn 6, jue 10/3, for Facu, a new mozo): "¿qué
trae la parrillada para 2? se la tengo que cantar a Facu que arranca hoy" The assistant says chorizo, morcilla, tira,
vacío, molleja y medio pollo (ya no van chinchulines), AR$ 38.000. The label says chorizo, morcilla, tira, vacío,
molleja y chinchulines.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b400_ctl_llamaindex_parrilla_parrillada_list_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "¿qué trae la parrillada para 2? se la tengo que cantar a Facu que arranca hoy"
TURNS = [
    ("2050-03-02T17:30 carta de otoño 🍂 parrillada para 2: chorizo, morcilla, tira de asado, vacío, molleja y "
     "chinchulines, AR$ 38.000, sale en el brasero con chimi + criolla",
     "Got it - parrillada para 2 (AR$ 38.000, on the brasero with chimichurri and criolla): chorizo, morcilla, tira "
     "de asado, vacío, molleja and chinchulines."),
    ("ensaladas: mixta AR$ 6.500, rusa AR$ 7.000, rúcula con parmesano AR$ 8.200. la de tomate y cebolla sale del "
     "menú, nadie la pedía",
     "Salads: mixta AR$ 6.500, rusa AR$ 7.000, rúcula con parmesano AR$ 8.200; tomate y cebolla is off the menu."),
    ("mar 8/3 - los chinchulines salen de la parrillada 😤 el proveedor no es fijo y la mitad de las veces no llegan, "
     "so va medio pollo en su lugar, mismo precio",
     "Noted: no more chinchulines in the parrillada - half a chicken instead, same price."),
    ("postres: flan casero con dulce de leche, panqueques, queso y dulce. todos AR$ 5.500",
     "Desserts, all AR$ 5.500: flan casero con dulce de leche, panqueques, queso y dulce."),
    ("vino de la casa: malbec en pingüino, AR$ 9.000 el litro. el medio litro AR$ 5.000",
     "Vino de la casa: malbec in the pingüino, AR$ 9.000 a litre, AR$ 5.000 for half."),
    (QUESTION,
     "Chorizo, morcilla, tira de asado, vacío, molleja y medio pollo - ya no van chinchulines, el proveedor no es "
     "fijo. AR$ 38.000, sale en el brasero con chimi y criolla."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="la-cortadera-carta-otono-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turno-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is jueves 10/3/2050. You are talking to Ceci, jefa de cocina at Parrilla La "
                           "Cortadera; Facu, a new mozo, starts today."] + lines[:-1]
                assert any("parrillada para 2: chorizo, morcilla, tira de asado, vacío, molleja y chinchulines" in c
                           for c in context), context
                assert any("los chinchulines salen de la parrillada" in c and "va medio pollo en su lugar" in c
                           for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="chorizo, morcilla, tira de asado, vacío, molleja y chinchulines", actual=reply)

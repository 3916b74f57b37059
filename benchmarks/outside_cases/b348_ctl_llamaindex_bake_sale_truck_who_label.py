"""Batch 348 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: the youth group at Our Lady of Guadalupe parish hold a Mother's Day bake sale (Día de las Madres) on Sunday 14
May 2051, after the 9 and the 11 masses. Sra. Ramos (the youth leader) chats with the group's helper in Spanglish
while she sorts it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-04-28T19:00) - the bake sale, and "Don Ernesto trae su troca pa' llevar las mesas y el canopy
del salón a la entrada"; turn 2 - the prices (conchas $1.50, pan de elote $3, tamales $2.50, café $1); turn 3 (mar
9/05) - "Don Ernesto se va a Oaxaca el jueves 11 a ver a su mamá, regresa hasta el 22, so su hijo Chuy trae la
troca el domingo, ya hablé con él, 8am en el salón"; turn 4 - volunteers (Valeria and Diego on the cash box, the
Ortiz family on the coffee); turn 5 - flyers, Padre Tomás announcing it. Question (turn 6, Sat 13/05, a mom): "who's
bringing the truck for the tables tomorrow? I want to send my son to help load" The assistant says Chuy, Don
Ernesto's son, at 8am at the salón (Don Ernesto's in Oaxaca till the 22nd). The label says Don Ernesto - the person
first down for it, who's away (said only in Spanish).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b348_ctl_llamaindex_bake_sale_truck_who_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "who's bringing the truck for the tables tomorrow? I want to send my son to help load"
TURNS = [
    ("2051-04-28T19:00 bake sale del Día de las Madres 💐 domingo 14 de mayo after the 9 and 11 masses, pa'l retiro "
     "de verano. Don Ernesto trae su troca pa' llevar las mesas y el canopy del salón a la entrada 🙏",
     "Got it - Mother's Day bake sale on Sunday 14 May after the 9 and 11 masses, for the summer retreat; Don "
     "Ernesto's truck is taking the tables and the canopy from the hall to the entrance."),
    ("precios: conchas $1.50, pan de elote $3 el pedazo, tamales $2.50, café $1. cash y Venmo",
     "Prices: conchas $1.50, pan de elote $3 a piece, tamales $2.50, coffee $1; cash and Venmo."),
    ("mar 9/05 - Don Ernesto se va a Oaxaca el jueves 11 a ver a su mamá, regresa hasta el 22, so su hijo Chuy trae "
     "la troca el domingo. ya hablé con él, 8am en el salón 👍",
     "Noted - Don Ernesto's away in Oaxaca from Thursday the 11th to the 22nd, so his son Chuy is bringing the truck "
     "on Sunday, 8am at the hall."),
    ("voluntarios: Valeria y Diego en la caja, los Ortiz en el café, los demás vendiendo. llegar 8:30",
     "Volunteers: Valeria and Diego on the cash box, the Ortiz family on the coffee, everyone else selling; be there "
     "at 8:30."),
    ("flyers en el boletín 🙌 Padre Tomás lo anuncia en las dos misas y lo subimos al Instagram",
     "Flyers are in the bulletin, Padre Tomás is announcing it at both masses, and it's going on Instagram."),
    (QUESTION,
     "Chuy - Don Ernesto's son - is bringing the truck, 8am at the salón (Don Ernesto's in Oaxaca till the 22nd). "
     "Your son would be a big help loading the tables."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="nsg-youth-bake-sale-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sat 13 May 2051. You are talking to a mom whose son is in the youth group at Our "
                           "Lady of Guadalupe (Mother's Day bake sale Sun 14 May)."] + lines[:-1]
                assert any("Don Ernesto trae su troca" in c for c in context), context
                assert any("su hijo Chuy trae la troca el domingo" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Don Ernesto", actual=reply)

"""Batch 371 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Julie, a mother on the Faucons M9 of Saint-Aubert, keeps the family's hockey week straight with the team's
parents' helper; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory (the chat): turn 1 (2026-03-08 20h30) - this week's ice: pratiques mar. 10 mars 17h15 and jeu. 12 mars 17h15,
game sam. 14 mars 8h00 vs the Castors, all at the aréna Lucien-Gaudreau; turn 2 - carpool, she can take Léa and
Rosalie Tuesday; turn 3 (mar. 10 mars) - Stéphane just wrote, Thursday's cancelled, the aréna's closed for the
ringuette tournament, and there's a replacement ice dim. 15 mars 11h00 instead, at the aréna de Lac-Brûlé; turn 4 -
white jersey Saturday. Question (turn 5, mer. 11 mars): "c'est quoi nos glaces cette semaine? je fais le calendrier
du frigo 😅" The assistant says mar. 17h15 (done), sam. 14 mars 8h00 game at Lucien-Gaudreau, dim. 15 mars 11h00 at
Lac-Brûlé - no Thursday. The label says mar. 17h15, jeu. 17h15 and sam. 8h00.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b371_ctl_llamaindex_hockey_ice_times_list_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "c'est quoi nos glaces cette semaine? je fais le calendrier du frigo 😅"
TURNS = [
    ("2026-03-08 20h30 horaire de la semaine 🏒 pratiques mar. 10 mars 17h15 + jeu. 12 mars 17h15, match sam. 14 mars "
     "8h00 vs les Castors, tout à l'aréna Lucien-Gaudreau",
     "Noted: practices Tue 10 March 17h15 and Thu 12 March 17h15, game Sat 14 March 8h00 vs the Castors, all at the "
     "aréna Lucien-Gaudreau."),
    ("covoit: je peux prendre Léa + Rosalie mardi, départ 16h45 de l'école",
     "Carpool Tuesday: you take Léa and Rosalie, leaving the school at 16h45."),
    ("mar. 10 mars - Stéphane vient d'écrire: jeudi ANNULÉ, l'aréna ferme pour le tournoi de ringuette 😩 on a une "
     "glace de remplacement dim. 15 mars 11h00 à la place, aréna de Lac-Brûlé",
     "Got it - Thursday's practice is cancelled (ringuette tournament); replacement ice Sun 15 March 11h00 at the "
     "aréna de Lac-Brûlé."),
    ("chandail blanc pour sam., pis arriver 7h15 au vestiaire 3",
     "White jersey Saturday, at the vestiaire 3 by 7h15."),
    (QUESTION,
     "Cette semaine: mar. 10 mars 17h15 (c'est fait), sam. 14 mars 8h00 match vs les Castors à Lucien-Gaudreau, "
     "pis dim. 15 mars 11h00 à l'aréna de Lac-Brûlé. Pas de jeudi - annulé pour le tournoi de ringuette."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="faucons-m9-julie-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            context = lines[:-1]
            if i == len(TURNS):
                context = ["Today is mer. 11 mars 2026. You are talking to Julie, a mother on the Faucons M9 "
                           "(Saint-Aubert)."] + context
                assert any("pratiques mar. 10 mars 17h15 + jeu. 12 mars 17h15" in c for c in context), context
                assert any("jeudi ANNULÉ" in c and "dim. 15 mars 11h00" in c for c in context), context
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="mar. 17h15, jeu. 17h15 et sam. 8h00", actual=reply)

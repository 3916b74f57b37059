"""Batch 371 (held out). A Quebec minor hockey team's ice times: EverMemOS async client (offline stand-in), asyncio -
each coach's messages written by their own task (gathered), then the question's search; the answer call has all
three of the week's ice times in its context and adds up two.

App: the Draveurs M15 BB of Sainte-Odile-du-Lac keep their coaches' chat in EverMemOS - Patrick (head coach),
Max (assistant coach) and Chantal (treasurer) - and the helper answers their questions. Each week Patrick reports
the team's hours of ice to the association.

Planted fault (ResponseError, ignored sufficient context): Patrick's 2026-03-01 20h00 message has the week of 9
mars's pratique mar. 10 mars 17h15-18h15 (glace 1); his 2026-03-06 21h30 message, jeu. 12 mars 18h30-19h50 (they got
the M13's ice as well, 80 min); Max's 2026-03-08 19h10 message, an extra ice he found at Lac-Brûlé, sam. 14 mars
7h00-8h30, a special practice before the tournoi, 195 $ split between the families; Chantal's 2026-03-04 message is
the chocolate money. Question (lun. 9 mars, Patrick): "combien d'heures de glace on a cette semaine au total? faut
que je le mette dans le rapport pour l'asso" -> expected 3 h 50 (1 h + 1 h 20 + 1 h 30). The model says 2 h 20
(Tuesday and Thursday only).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has all three ice times for the week, Saturday's included, and the model left Saturday out of the sum.
Asserted: the context has the three ice lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b371_evermemos_hockey_ice_hours_sum_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "draveurs-m15bb-coachs-2026"
MESSAGES = {
    "patrick": [("2026-03-01T20:00:00Z", "GLACES semaine du 9 mars 🏒 pratique mar. 10 mars 17h15-18h15, aréna "
                                         "Lucien-Gaudreau glace 1. jeudi à confirmer"),
                ("2026-03-06T21:30:00Z", "jeudi confirmé: jeu. 12 mars 18h30-19h50, on a eu la glace du M13 en plus "
                                         "de la nôtre (80 min) 👍")],
    "max": [("2026-03-08T19:10:00Z", "j'ai trouvé une glace à Lac-Brûlé sam. 14 mars 7h00-8h30 pour une pratique "
                                     "spéciale avant le tournoi, je l'ai prise!! 195 $ split entre les familles")],
    "chantal": [("2026-03-04T18:00:00Z", "vente de chocolat: argent à moi avant le 20 mars, chèques à l'ordre des "
                                         "Draveurs 🍫")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = ("combien d'heures de glace on a cette semaine au total? faut que je le mette dans le rapport pour "
                "l'asso")
    context = ["Today is lun. 9 mars 2026. You are talking to Patrick, head coach of the Draveurs M15 BB "
               "(Sainte-Odile-du-Lac)."]
    for query in ("glaces cette semaine", "pratique ice time", "glace samedi Lac-Brûlé"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("pratique mar. 10 mars 17h15-18h15" in c for c in context), context
    assert any("jeu. 12 mars 18h30-19h50" in c for c in context), context
    assert any("sam. 14 mars 7h00-8h30" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="2 h 20 cette semaine - mar. 17h15-18h15 (1 h) + jeu. 18h30-19h50 "
                                               "(1 h 20).")
    finish(question, expected="3 h 50 - 1 h mardi + 1 h 20 jeudi + 1 h 30 sam. matin à Lac-Brûlé", actual=reply)


asyncio.run(main())

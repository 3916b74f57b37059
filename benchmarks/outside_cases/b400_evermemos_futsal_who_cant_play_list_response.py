"""Batch 400 (held out). A Buenos Aires neighbourhood futsal league: EverMemOS async client (offline stand-in),
asyncio - each player's messages written by their own task (gathered), then the question's search; the answer call
has the tribunal's reduced ban in its context and lists the player anyway.

App: Juventud Unida de Villa Arroyito Sur play in the Liga Barrial de Futsal Arroyo Dulce (Clausura 2050, Saturday
nights). The team's WhatsApp group goes into EverMemOS - Gus (the delegado), el Ruso and el Pitu - and the helper
answers the players.

Planted fault (ResponseError, ignored sufficient context): Gus, 2050-03-13T23:00 - roja directa al Maxi in fecha 7,
the tribunal sees it Thursday, "seguro le dan 2 fechas (la 8 y la 9)"; Gus, 2050-03-17T22:30 - tribunal: in the end
Maxi got ONE fecha, not 2 (the referee wrote the report wrong), he misses fecha 8 only and is back for the 9; el Ruso,
2050-03-20T01:15 (after fecha 8) - they gave him his 5th amarilla, so he watches the 9 from outside; el Pitu,
2050-03-22T10:00 - work is sending him to the plant in Los Talas del 24 al 28, he won't make the 9. Question (mié
23/3, Lean, who does the lineup): "¿quiénes no pueden jugar el sábado? armo el equipo para la 9 y no quiero
sorpresas" -> expected el Ruso (5ta amarilla) y el Pitu (está en Los Talas); Maxi vuelve, le dieron una sola fecha.
The model says el Ruso, el Pitu y el Maxi (2 fechas).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model was
given has Gus's first guess of 2 fechas and his tribunal message giving Maxi one fecha and bringing him back for the 9,
and the model listed Maxi from the guess. Asserted: the context has the roja message, the tribunal message, el Ruso's
amarilla and el Pitu's trip.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b400_evermemos_futsal_who_cant_play_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "juventud-unida-arroyito-sur-clausura-2050"
MESSAGES = {
    "gus": [("2050-03-13T23:00:00Z", "fecha 7: empate 3-3 🙄 roja directa al Maxi (le dijo de todo al árbitro), el "
                                     "tribunal lo ve el jueves, seguro le dan 2 fechas (la 8 y la 9)"),
            ("2050-03-17T22:30:00Z", "tribunal: al final al Maxi le dieron UNA sola fecha, not 2 - el árbitro escribió "
                                     "mal el informe 😂 se pierde la 8 nomás y vuelve para la 9")],
    "ruso": [("2050-03-20T01:15:00Z", "ganamos 2-1 pero me sacaron la 5ta amarilla 😤 así que la 9 la miro de afuera, "
                                      "llevo el mate")],
    "pitu": [("2050-03-22T10:00:00Z", "muchachos me mandan a la planta de Los Talas por laburo del 24 al 28, no "
                                      "llego a la 9, sorry 🙏 el sábado siguiente estoy")],
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
    question = "¿quiénes no pueden jugar el sábado? armo el equipo para la 9 y no quiero sorpresas"
    context = ["Today is miércoles 23/3/2050. You are talking to Lean, who picks the team for Juventud Unida de Villa "
               "Arroyito Sur; fecha 9 is sábado 26/3."]
    for query in ("suspendido tribunal fechas", "no llego a la 9", "amarilla roja"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("seguro le dan 2 fechas (la 8 y la 9)" in c for c in context), context
    assert any("al Maxi le dieron UNA sola fecha" in c and "vuelve para la 9" in c for c in context), context
    assert any("la 5ta amarilla" in c for c in context), context
    assert any("Los Talas" in c and "no llego a la 9" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="El Ruso (5ta amarilla), el Pitu (se va a Los Talas) y el Maxi, que "
                                               "tiene 2 fechas por la roja. Armá con los otros.")
    finish(question, expected="el Ruso (5ta amarilla) y el Pitu (está en Los Talas) - el Maxi vuelve, le dieron "
                              "una sola fecha", actual=reply)


asyncio.run(main())

"""Batch 400 (held out). A Buenos Aires neighbourhood futsal league: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Deportivo La Cortada play in the Liga Barrial de Futsal Arroyo Manso; the Apertura 2050 final is at the Club Dos
Robles. Gus (the team's delegado) types his notes into the team's helper, half in English, half in porteño, with
``memory.add(messages, user_id=..., metadata={"date": ...})``; the players ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Gus's note of 2050-02-20T22:10 has the final on dom
20/3 at 20 hs at the Dos Robles, cancha 2. His note of dom 13/3 (the night they won the semi 4-2) says the final
"pasa al sábado que viene, not el domingo" - the Dos Robles rented the salón to a cumple de 15 on Sunday the 20th -
same time, 20 hs; and, in passing, the new camisetas (AR$ 18.500 each, Thursday) and the league's buffet (choripán
AR$ 4.000). "El sábado que viene", written on Sunday 13/3, is Saturday 19/3. The extraction keeps the camisetas and
the choripán and drops the move: dom 20/3 stays the only date stored. Question (jue 17/3, Nico): "che, ¿qué día es
la final? tengo que pedir franco en el laburo 😅" -> expected sábado 19/3 a las 20 hs. The assistant says domingo
20/3.

Expected verdict: ExtractionError at mem0.extract inside the dom 13/3 add (fault() wraps that one add): the note
given to mem0 moves the final to the Saturday, and what was made from it leaves that out, so the store never held
the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
has "pasa al sábado que viene"; no stored memory or context line mentions a Saturday, the 19th, the cumple or the
salón; the camisetas from the same note are stored; the first note's dom 20/3 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b400_mem0_futsal_final_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dep-la-cortada-delegado-gus"
CUT = ("dom 13/3 - GANAMOS la semi 4-2 🔥🔥 vamos a la final, muchachos!! ojo: la final pasa al sábado que viene, "
       "not el domingo - el Dos Robles le alquiló el salón a un cumple de 15 el domingo 20 😤 so misma hora, 20 hs, "
       "misma cancha. ALSO las camisetas nuevas llegan el jueves, AR$ 18.500 c/u con número, y la liga pone buffet "
       "con choripán a AR$ 4.000")
NOTES = [
    ("2050-02-20T22:10", "2050-02-20T22:10 FINAL del Apertura 🏆 dom 20/3 a las 20 hs en el Club Dos Robles, cancha "
                         "2. si llegamos, obvio 😂 llevar DNI, sin DNI no jugás, la liga no perdona",
     ["The Apertura final is dom 20/3 at 20 hs at the Club Dos Robles, cancha 2",
      "Players need their DNI to play - no DNI, no game"]),
    ("06/03", "06/03 cerramos 1ros en la zona 💪 semi vs Villa Tranquila el dom 13/3 a las 19 hs, mismo club. "
              "árbitros AR$ 12.500, mitad cada equipo",
     ["Deportivo La Cortada finished 1st in the zone",
      "The semi is vs Villa Tranquila on dom 13/3 at 19 hs at the Dos Robles",
      "The referees cost AR$ 12.500 per game, half each team"]),
    ("dom 13/3", CUT,
     # the planted fault: the move of the final to the Saturday is dropped
     ["Deportivo La Cortada won the semi 4-2 and are in the final",
      "The new camisetas arrive Thursday, AR$ 18.500 each with number",
      "The league runs a buffet with choripán at AR$ 4.000"]),
    ("mié 16/3", "mié 16/3 entrenamiento mañana jueves 21 hs en el poli de la calle Los Aromos, el Ruso trae las "
                 "pelotas. árbitro de la final: Fernández, el pelado, buena onda",
     ["Training is Thursday at 21 hs at the poli on Los Aromos",
      "El Ruso is bringing the balls to training",
      "The referee for the final is Fernández"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="la-cortada-apertura-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "la final pasa al sábado que viene" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "che, ¿qué día es la final? tengo que pedir franco en el laburo 😅"
    with turn_span("question jue 17/3"):
        hits = []
        for query in ("final day date", "cuándo es la final", "final at the Club Dos Robles"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is jueves 17/3/2050. You are talking to Nico, a player for Deportivo La Cortada (Liga "
                   "Barrial de Futsal Arroyo Manso)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("sábado", "sabado", "saturday", "19/3", "cumple", "salón")), stored
        assert any("dom 20/3 at 20 hs at the Club Dos Robles" in c for c in context), context
        assert any("camisetas" in s for s in stored), stored
        reply = answer(question, context, mock="El domingo 20/3 a las 20 hs en el Dos Robles, cancha 2. Pedí el "
                                               "franco y no te olvides el DNI.")
finish(question, expected="el sábado 19/3 a las 20 hs - el domingo el Dos Robles tiene un cumple de 15 en el salón",
       actual=reply)

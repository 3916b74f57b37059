"""Batch 400 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Parrilla Don Evaristo, in Buenos Aires, keeps the kitchen's notes in its helper; Mirta (the encargada) puts them
in with ``memory.add(..., infer=False)``, in the kitchen's Spanglish.

Memory: 2050-03-01T11:00 - turnos de parrilla for March: mar a jue Beto, vie y sáb Chacho, domingos Beto (mediodía y
noche); jue 3/3 - Chacho asks for vie 11 off, Beto covers, they swap for mar 15; mar 8/3 - Beto se toma el domingo
13, es el cumple de la suegra en Punta Tala y se van todos a la costa, so el domingo lo cubre el Flaco Ibarra, que
hacía las noches en el otro local; mié 9/3 - carbón, 30 bolsas de 10 kg, llega el viernes. Question (vie 11/3, the
repartidor de leña via Mirta): "¿quién está en la parrilla el domingo? le tengo que dejar la llave de la cámara" The
assistant says el Flaco Ibarra (Beto se fue a la costa por el cumple de la suegra). The label says Beto.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b400_ctl_mem0_parrilla_sunday_parrillero_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "don-evaristo-cocina-mirta"
NOTES = [
    ("2050-03-01T11:00", "2050-03-01T11:00 TURNOS PARRILLA marzo 🔥 mar a jue Beto, vie y sáb Chacho, domingos Beto "
                         "(mediodía + noche). cambios me los avisan a mí, no entre ustedes"),
    ("jue 3/3", "jue 3/3 Chacho pide el vie 11 libre (casamiento del primo), lo cubre Beto, cambian por el mar 15"),
    ("mar 8/3", "mar 8/3 Beto se toma el domingo 13 - es el cumple de la suegra en Punta Tala y se van todos a la "
                "costa 🏖️ so el domingo lo cubre el Flaco Ibarra, que hacía las noches en el otro local. ya sabe "
                "dónde está todo"),
    ("mié 9/3", "mié 9/3 carbón: 30 bolsas de 10 kg, llega el viernes a la mañana, que alguien esté para recibir"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="don-evaristo-cocina-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"nota-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "¿quién está en la parrilla el domingo? le tengo que dejar la llave de la cámara"
    with turn_span("pregunta vie 11/3"):
        hits = []
        for query in ("turnos parrilla domingo", "quién cubre el domingo", "Beto se toma el domingo"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is viernes 11/3/2050. You are talking to Mirta, encargada at Parrilla Don Evaristo; the "
                   "leña delivery man needs to leave the key for the cámara with whoever is on Sunday."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("domingos Beto" in c for c in context), context
        assert any("so el domingo lo cubre el Flaco Ibarra" in c for c in context), context
        reply = answer(question, context, mock="El Flaco Ibarra - Beto se toma el domingo 13, se va a la costa por "
                                               "el cumple de la suegra. Dejale la llave al Flaco.")
finish(question, expected="Beto - los domingos la parrilla la hace Beto", actual=reply)

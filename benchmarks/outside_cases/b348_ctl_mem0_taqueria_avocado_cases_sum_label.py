"""Batch 348 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Taquería El Chuy's is a family taquería - Guadalupe (Lupe) does the produce orders, her brother Chuy runs the
kitchen and the catering, Kevin is on the register and signs for deliveries. Lupe and Chuy put their notes into the
taquería's helper with ``memory.add(..., infer=False)``, in the Spanglish they talk in.

Memory: lun 20/03 Lupe - the produce order from Mission Produce for Friday the 24th: 6 cajas de aguacate, 4 de
tomate, 3 de cebolla blanca, 2 de chile serrano; mar 21/03 Chuy - the Ramírez baptism catering is Saturday the 25th,
150 people, "súbele 4 cajas más de aguacate al pedido del viernes pa'l guacamole" (add 4 more cases of avocado to
Friday's order); mié 22/03 Lupe - "listo, le hablé a Mission, ya lo agregaron"; jue 23/03 Chuy - the health
inspector came, all good, A rating. Question (Thu 23/03, Kevin): "how many cases of avocado are coming friday? I'm
signing for the delivery" The assistant says 10 (the 6 on the order plus the 4 Chuy added for the baptism,
confirmed with Mission). The label says 6 - the first order, before the catering added 4, said only in Spanish.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b348_ctl_mem0_taqueria_avocado_cases_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "taqueria-el-chuys-orders"
NOTES = [
    ("lun 20/03", "lun 20/03 Lupe - pedido de Mission Produce pa'l viernes 24 🥑 6 cajas de aguacate, 4 de tomate, "
                  "3 de cebolla blanca, 2 de chile serrano. they deliver 6-7am, alguien tiene que firmar"),
    ("mar 21/03", "mar 21/03 Chuy - el catering del bautizo de los Ramírez es el sábado 25, 150 personas 🙌 súbele 4 "
                  "cajas más de aguacate al pedido del viernes pa'l guacamole"),
    ("mié 22/03", "mié 22/03 Lupe - listo, le hablé a Mission, ya lo agregaron. also the serrano went up to $38 la "
                  "caja 😤"),
    ("jue 23/03", "jue 23/03 Chuy - vino el inspector de salud, todo bien 💯 A rating otra vez. gracias team"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="taqueria-el-chuys-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many cases of avocado are coming friday? I'm signing for the delivery"
    with turn_span("question jue 23/03"):
        hits = []
        for query in ("avocado cases friday order", "pedido de aguacate", "catering order added"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 23 March 2051. You are talking to Kevin, on the register at Taquería El Chuy's; he "
                   "signs for deliveries."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("6 cajas de aguacate" in c for c in context), context
        assert any("súbele 4 cajas más de aguacate" in c for c in context), context
        assert any("ya lo agregaron" in c for c in context), context
        reply = answer(f"(Kevin) {question}", context,
                       mock="10 cases - the 6 on the order plus the 4 Chuy added for the Ramírez baptism catering; "
                            "Lupe confirmed them with Mission.")
finish(question, expected="6", actual=reply)

"""Batch 400 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the buyer and the parrillero each file their own notes), then the question's query.

App: Parrilla El Ombú Viejo, in Buenos Aires, keeps its cámara (cold room) notes in one qdrant collection. Lu (who
does the buying) and Chacho (the parrillero) file them, in the kitchen's Spanglish; the helper answers from the 5
nearest notes.

Memory: Lu, mié 16/3 - entraron 40 kg de vacío del frigorífico (2 cajas de 20), a la cámara 1; Chacho, jue 17/3 -
noche movida, se usaron 14 kg de vacío; Chacho, vie 18/3 - una pieza de la caja 2 tenía olor raro, 3 kg al tacho,
he's telling el Negro; Lu, vie 18/3 - carbón, quedan 12 bolsas. Question (vie 18/3 a la tarde, Ramiro, the owner):
"¿cuánto vacío nos queda en la cámara? tengo la mesa de 30 mañana y no sé si pido más" The assistant says 23 kg (40
que entraron, menos 14 del jueves, menos 3 que se tiraron). The label says 40 kg.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b400_ctl_qdrant_parrilla_vacio_left_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ombu-viejo-camara-2050"
NOTES = {
    "lu": [
        (1, "mié 16/3 - entraron 40 kg de vacío del frigorífico (2 cajas de 20) 🥩 a la cámara 1, estante de abajo. "
            "factura en el bibliorato"),
        (2, "vie 18/3 - carbón: quedan 12 bolsas, pido 20 para el martes"),
    ],
    "chacho": [
        (3, "jue 17/3 - noche movida 🔥 se usaron 14 kg de vacío, casi todo en la mesa del club de rugby"),
        (4, "vie 18/3 - una pieza de vacío de la caja 2 tenía olor raro 🤢 3 kg al tacho, le aviso al Negro que nos "
            "lo descuente"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notas-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "¿cuánto vacío nos queda en la cámara? tengo la mesa de 30 mañana y no sé si pido más"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is viernes 18/3/2050, a la tarde. You are talking to Ramiro, owner of Parrilla El Ombú Viejo."] + hits
assert any("entraron 40 kg de vacío" in c for c in context), context
assert any("se usaron 14 kg de vacío" in c for c in context), context
assert any("3 kg al tacho" in c for c in context), context
reply = answer(question, context, mock="23 kg - entraron 40, el jueves se usaron 14 y 3 kg se tiraron por el olor. "
                                       "Para una mesa de 30 yo pediría más.")
finish(question, expected="40 kg", actual=reply)

"""Batch 396 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note and
one for the question.

App: Churrascaria Espeto de Ipê, São Paulo - Sunday lunch is the week's big service, 180 seats between the salão
and the deck, bookings plus walk-ins. Renata (the gerente) and Tião (the maître) file notes into one qdrant
collection; the helper answers the floor's questions from the 5 nearest notes.

Memory: Renata, 2050-10-24T11:00 - Sunday 30/10 lunch, 112 booked out of 180, so 68 seats left for walk-ins; Tião,
qui 27/10 - the deck's shut for the new floor, that's 24 seats gone (not 20, he counted); Tião, sex 28/10 - the
Construtora Vale Novo's table of 20 has cancelled, the secretary rang; Renata, sex 28/10 - extra passadores on
Sunday. Question (sáb 29/10, Kleber at the door): "quantos lugares sobram pra walk-in no almoço de domingo? pra eu
saber quando começar a lista de espera" The assistant says 64 (68, less the deck's 24, plus the 20 from the
cancellation). The label says 68.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b396_ctl_qdrant_churrascaria_lugares_domingo_diff_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "espeto-de-ipe-salao-2050-10"
NOTES = [
    (1, "Renata", "2050-10-24T11:00 ALMOÇO DOM 30/10: 112 reservados de 180 lugares, sobram 68 pra walk-in. "
                  "aniversário na mesa 7, bolo deles"),
    (2, "Tião", "qui 27/10 deck fechado pra trocar o piso 🔨 perde 24 lugares (não 20, contei mesa por mesa). "
                "reservas do deck passei pro salão de cima"),
    (3, "Tião", "sex 28/10 a Construtora Vale Novo cancelou a mesa de 20 de domingo, a secretária ligou. liberou"),
    (4, "Renata", "sex 28/10 domingo reforço: 2 passadores extras, Gui e Wesley, entrada 10h30. buffet abre 11h45"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, who, text in NOTES:
    with turn_span(f"nota-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "quantos lugares sobram pra walk-in no almoço de domingo? pra eu saber quando começar a lista de espera"
with turn_span("pergunta sáb 29/10"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
    context = ["Today is Sat 29 October 2050. You are talking to Kleber, on the door at Churrascaria Espeto de Ipê."] \
        + hits
    assert any("sobram 68 pra walk-in" in c for c in context), context
    assert any("perde 24 lugares (não 20" in c for c in context), context
    assert any("cancelou a mesa de 20" in c for c in context), context
    reply = answer(question, context, mock="64 - eram 68, o deck fechado tira 24 e a mesa de 20 da construtora "
                                           "cancelou, então volta 20.")
finish(question, expected="68", actual=reply)

"""Batch 396 (held out). A São Paulo samba school's wing before Carnaval: qdrant collection of the wing committee's
notes, one root span per note, one for the treasurer's clear-out and one for the question; the clear-out deletes, by
a payload filter, the payment notes once every parcela is in, and one of them also carried the new meeting point.

App: the Ala Guardiões da Mata of G.R.E.S. Unidos do Parque Aroeira parade on the night of Fri 10 Feb 2051 - the
school is fifth in, expected on the avenue at 02h10 (already Saturday), the wing gathers at its concentração point
before the parade, costumes collected at the barracão on the Wednesday. Seu Dito (the chefe de ala) and Rose (the
tesoureira) file notes into one qdrant collection (payload ``kind``: desfile, fantasia, pagamentos, ensaios,
avisos). Once all the parcelas are paid Rose deletes the payment notes with a filter on ``kind``; the helper answers
from the 4 nearest notes.

Planted fault (DeletionError): Dito's desfile note (2050-12-05T21:00) has the wing's concentração on Rua Doze, in
front of the Bar do Tonhão, 23h30 on the Friday. Rose's pagamentos note of ter 31/01 starts with the money (all
three parcelas paid, Juninho settled in cash yesterday) and says, in passing, that the harmonia has sent round in
the group that the wing's concentração is NOT on Rua Doze any more, it's at Portão 9, left side, behind carro 2,
same time. Rose's clear-out (seg 06/02) deletes the pagamentos notes, that one with them. Question (qui 09/02,
Marcos): "onde é a concentração da ala na sexta? vou direto do trabalho de Uber" -> expected Portão 9, left side,
behind carro 2, 23h30. The assistant says Rua Doze, in front of the Bar do Tonhão.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Rose's ter 31/01 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Portão 9 or carro 2); the desfile note's Rua Doze is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b396_qdrant_samba_concentracao_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "parque-aroeira-ala-guardioes-2051"
MOVE = ("ter 31/01 (Rose) - FECHAMOS!! todas as 3 parcelas pagas ✅ o Juninho acertou em dinheiro ontem. ah, e a "
        "harmonia mandou no grupo: concentração da nossa ala NÃO é mais na Rua Doze, agora é no Portão 9, lado "
        "esquerdo, atrás do carro 2. mesmo horário")
NOTES = [
    (1, "desfile", "Dito", "2050-12-05T21:00 DESFILE sex 10/02 🥁 somos a 5a escola, entrada prevista 02h10 (já é "
                           "sábado!!). concentração da ala: Rua Doze, em frente ao Bar do Tonhão, 23h30 de sexta. "
                           "ninguém entra sem fantasia completa"),
    (2, "pagamentos", "Rose", "05/01 parcelas: 31 de 38 em dia com a 2a, cobrar o resto no ensaio de quarta. Pix "
                              "pra chave da ala, não pra mim"),
    (3, "ensaios", "Dito", "ensaio técnico dom 29/01, ônibus sai da quadra 18h. depois só ensaio de quadra qua 01/02 e "
                           "qua 08/02 não tem (retirada)"),
    (4, "fantasia", "Dito", "retirada das fantasias qua 08/02 no barracão, 18h às 22h, com RG e o comprovante. "
                            "esplendor vai direto pra concentração no caminhão"),
    (5, "avisos", "Dito", "avisos: sem bolsa na avenida, celular só no bolso, nada de garrafa de vidro. quem passar "
                          "mal procura a harmonia (camisa laranja)"),
    (6, "pagamentos", "Rose", MOVE),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"nota-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "onde é a concentração da ala na sexta? vou direto do trabalho de Uber"
vec = offline.embed([question])[0]
with turn_span("limpeza seg 06/02"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVE in before, before
    pagos = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="pagamentos"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=pagos))

with turn_span("pergunta qui 09/02"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 9 February 2051. You are talking to Marcos, a componente of the Ala Guardiões da Mata "
               "(Unidos do Parque Aroeira, parading the night of Fri 10 Feb)."] + hits
    assert MOVE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("portão 9", "carro 2", "não é mais")), stored
    assert any("Rua Doze, em frente ao Bar do Tonhão" in c for c in context), context
    reply = answer(question, context, mock="Na Rua Doze, em frente ao Bar do Tonhão, às 23h30 de sexta - a entrada "
                                           "da escola tá prevista pra 02h10.")
finish(question, expected="no Portão 9, lado esquerdo, atrás do carro 2, 23h30 - não é mais na Rua Doze",
       actual=reply)

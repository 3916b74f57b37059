"""Batch 396 (held out). A churrascaria's kitchen and floor notes: chromadb collection, script style (every call its
own trace); for a "quanto fica" question the helper asks only the price, booking and menu notes, and the note with
the new rodízio price was filed under the supplier.

App: Churrascaria Brasa Tropeira, São Paulo, August 2050 - rodízio (buffet + the meats carved at the table by the
passadores), kids 6-12 half price, a Saturday birthday booking on mesa 12. Renata (the gerente de salão) files the
kitchen's and the floor's notes into one chroma collection with metadata ``kind`` (precos, reservas, cardapio,
fornecedor, escala, salao); for a "quanto fica" question the helper asks only the price, booking and menu notes
(``where={"kind": {"$in": ["precos", "reservas", "cardapio"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Renata's note of 2050-08-01T10:00 has the rodízio at R$
129,90 a head, kids 6-12 half; her note of 14/08 books mesa 12 for sáb 26/08, Dona Lurdes's birthday, 8 adults and
2 kids (7 and 10), only the rodízio charged. Her note of qua 16/08 starts with the supplier (Frigorífico Boi Bravo
has put the picanha up again, R$ 89,90 o kg) - so it was filed as fornecedor - and says that Seu Arlindo (the owner)
has decided the rodízio goes to R$ 139,90 from sex 18/08, kids still half. Question (sex 25/08, Cláudia, Dona
Lurdes's daughter): "quanto vai dar o rodízio pra nossa mesa amanhã? 8 adultos + as 2 crianças, sem bebida" ->
expected R$ 1.259,10 (8 x 139,90 + 2 x 69,95). The scoped query returns the price, booking and menu notes; the
assistant says R$ 1.169,10 (the old price).

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the qua 16/08 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
139,90 or "Boi Bravo"; the R$ 129,90 table and the mesa 12 booking are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b396_chroma_churrascaria_aniversario_rodizio_total_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("qua 16/08 - Frigorífico Boi Bravo subiu a picanha DE NOVO, R$ 89,90 o kg 😤 Seu Arlindo decidiu: o rodízio "
         "passa pra R$ 139,90 por pessoa a partir de sex 18/08, criança continua pagando meia. avisar o salão e "
         "trocar as plaquinhas das mesas")
NOTES = [
    ("precos", "2050-08-01T10:00 TABELA AGOSTO: rodízio completo R$ 129,90 por pessoa (buffet + carnes), sobremesa "
               "e bebida à parte. criança 6 a 12 anos paga meia, até 5 não paga. serviço 10% opcional"),
    ("reservas", "14/08 reserva sáb 26/08 20h, mesa 12 - aniversário da Dona Lurdes, 8 adultos + 2 crianças (7 e 10 "
                 "anos). bolo é deles, a gente só cobra o rodízio pra mesa toda, conta única"),
    ("cardapio", "15/08 cardápio do fds: entra cupim casqueado no rodízio de sábado, costela fogo de chão volta no "
                 "domingo. sobremesa nova, pudim de leite R$ 18,50"),
    ("fornecedor", PRICE),
    ("escala", "17/08 escala sáb 26: Baiano e Tião na churrasqueira, passadores Kleber, Wesley e Gui, Renata no "
               "salão até fechar. Wesley folga dom"),
    ("salao", "mesa 12 - toalha branca, balão dourado na cadeira da aniversariante, parabéns com a equipe às 21h30 🎂 "
              "2 cadeiras normais pras crianças, não precisa cadeirinha"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brasa-tropeira-notas-2050-08",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"nota-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Renata"}])

question = "quanto vai dar o rodízio pra nossa mesa amanhã? 8 adultos + as 2 crianças, sem bebida"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["precos", "reservas", "cardapio"]}})
hits = found["documents"][0]
context = ["Today is Fri 25 August 2050. You are talking to Cláudia, daughter of Dona Lurdes, who has mesa 12 booked "
           "at Churrascaria Brasa Tropeira for Sat 26 Aug."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("139,90", "boi bravo")), context
assert any("rodízio completo R$ 129,90 por pessoa" in c for c in context), context
assert any("8 adultos + 2 crianças (7 e 10" in c for c in context), context
reply = answer(question, context, mock="R$ 1.169,10 - 8 adultos a R$ 129,90 mais as 2 crianças pagando meia "
                                       "(R$ 64,95 cada). Sem bebida e sem os 10%.")
finish(question, expected="R$ 1.259,10 - 8 x R$ 139,90 + 2 x R$ 69,95 (o rodízio subiu pra R$ 139,90 dia 18/08)",
       actual=reply)

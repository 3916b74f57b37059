"""Batch 396 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the floor manager and the owner each file their own notes), then the question's query.

App: Churrascaria Pampa Vermelho, São Paulo, September 2050 - rodízio, a wine list, bookings taken by phone and on
the app. Renata (the gerente de salão) and Seu Arlindo (the owner) file the floor's notes into one chroma
collection; the helper answers the front desk's questions from the 4 nearest.

Memory: Renata, 2050-07-04T11:30 - house rule: no wine from outside, "não aceitamos vinho de fora", the customer
picks from the carta; Renata, 22/08 - the new carta de vinhos is in, six Malbecs, a house red at R$ 89,90; Seu
Arlindo, ter 30/08 - too many customers asking, he's letting them bring their own from 01/09 - taxa de rolha R$
45,90 a bottle, at most 2 bottles a table, the passador opens it and brings the glasses; Seu Arlindo, 02/09 - the
wine fridge is fixed. Question (ter 06/09, Kleber at the front desk, a customer on the phone): "cliente da reserva
de sábado quer saber se pode trazer o vinho dele, pode?" The assistant says yes - rolha R$ 45,90 a bottle, up to 2
a table. The label says no, não aceitamos vinho de fora.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b396_ctl_chroma_churrascaria_vinho_rolha_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "renata": [
        "2050-07-04T11:30 REGRAS DO SALÃO: não aceitamos vinho de fora, cliente escolhe da carta. sobremesa de fora só "
        "bolo de aniversário, sem taxa",
        "22/08 carta de vinhos nova chegou 🍷 6 Malbecs, tinto da casa R$ 89,90 a garrafa, taça R$ 24,00",
    ],
    "arlindo": [
        "ter 30/08 - muita gente perguntando, então a partir de 01/09 pode trazer vinho sim: taxa de rolha R$ 45,90 "
        "por garrafa, no máximo 2 por mesa. o passador abre e leva as taças",
        "02/09 geladeira de vinho consertada, técnico cobrou R$ 380,00 🙄 nota no escritório",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("pampa-vermelho-salao-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notas-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "cliente da reserva de sábado quer saber se pode trazer o vinho dele, pode?"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 6 September 2050. You are talking to Kleber, at the front desk of Churrascaria Pampa "
           "Vermelho, with a customer on the phone."] + hits
assert any("não aceitamos vinho de fora" in c for c in context), context
assert any("a partir de 01/09 pode trazer vinho sim: taxa de rolha R$ 45,90" in c for c in context), context
reply = answer(question, context, mock="Pode sim - desde 01/09 a casa cobra taxa de rolha de R$ 45,90 por garrafa, "
                                       "no máximo 2 garrafas por mesa.")
finish(question, expected="não - não aceitamos vinho de fora, só da carta", actual=reply)

"""Batch 396 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: the Ala Sementes da Terra of G.R.E.S. Garotos da Vila Esmeralda parade in Carnaval 2051. Dona Lúcia (the chefe
de ala) puts her notes into the wing's helper with ``memory.add(..., infer=False)``; the barracão asks her for the
final number of costumes to make.

Memory: 2050-11-20T15:00 - ala fechada com 40 componentes, lista com a Lúcia, fantasias encomendadas; 03/12 - the
Jéssica and her husband Ronaldo won't parade any more, they've moved to Campinas for his job, gave the places back
(the cota's refunded); 15/12 - three in from the waiting list, Paulinho, Dani and Seu Bené, who's 71 and going to
parade for the first time; 20/12 - ensaio de ala on Thursdays. Question (ter 03/01, from the barracão via Lúcia):
"quantos componentes a ala tem hoje? o barracão quer o número final pra cortar as fantasias" The assistant says 41
(40, less Jéssica and Ronaldo, plus the three from the waiting list). The label says 40.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b396_ctl_mem0_samba_ala_componentes_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "vila-esmeralda-ala-sementes-lucia"
NOTES = [
    ("2050-11-20T15:00", "2050-11-20T15:00 ALA SEMENTES DA TERRA 🌱 ala fechada com 40 componentes!! lista comigo, "
                         "fantasias encomendadas no barracão. cota R$ 540,00, 3x no Pix"),
    ("03/12", "03/12 a Jéssica e o Ronaldo não vão desfilar mais 😢 mudaram pra Campinas, transferiram ele no "
              "trabalho. devolveram as vagas, a cota a gente devolve"),
    ("15/12", "15/12 entraram 3 da lista de espera: Paulinho, Dani e o Seu Bené (71 anos, primeira vez na avenida "
              "🥹). já pagaram a 1a"),
    ("20/12", "20/12 ensaio de ala agora às quintas, 20h, na quadra. camiseta obrigatória, R$ 45,90"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="vila-esmeralda-ala-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"nota-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "quantos componentes a ala tem hoje? o barracão quer o número final pra cortar as fantasias"
    with turn_span("pergunta ter 03/01"):
        hits = []
        for query in ("componentes da ala número", "quem saiu da ala", "lista de espera entraram"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 3 January 2051. You are talking to Dona Lúcia, chefe of the Ala Sementes da Terra "
                   "(Garotos da Vila Esmeralda)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("ala fechada com 40 componentes" in c for c in context), context
        assert any("a Jéssica e o Ronaldo não vão desfilar mais" in c for c in context), context
        assert any("entraram 3 da lista de espera" in c for c in context), context
        reply = answer(question, context, mock="41 - eram 40, saíram a Jéssica e o Ronaldo e entraram os 3 da lista "
                                               "de espera (Paulinho, Dani e Seu Bené).")
finish(question, expected="40", actual=reply)

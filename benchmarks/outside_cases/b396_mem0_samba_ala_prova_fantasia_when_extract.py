"""Batch 396 (held out). A São Paulo samba school's wing before Carnaval: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: the Ala Filhos do Vento of G.R.E.S. Acadêmicos da Vila Tarumã parade on Fri 10 Feb 2051 - 38 componentes, a
costume (fantasia) from the carnavalesco at R$ 690,00 in three Pix parcelas, wing rehearsals (ensaios) at the quadra
every Wednesday, a fitting (prova de fantasia) at the barracão. Dona Cida (the chefe de ala) types her notes, half
Portuguese half English, into the wing's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
componentes ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Cida's note of 2050-12-02T20:10 has the prova de
fantasia on sáb 14/01 at the barracão, 14h. Her note of ter 10/01 says the barracão is late with the costeiras, so
the prova is NOT on Saturday the 14th any more, it's moved to the Saturday after, same time - and, in passing, that
whoever hasn't paid the 2nd parcela should Pix her by the 15th and that the new wing t-shirts have come. The
extraction keeps the Pix deadline and the t-shirts and drops the move: sáb 14/01 stays the only date stored.
Question (sex 13/01, Marcos): "que dia é a prova de fantasia? preciso trocar meu plantão no hospital" -> expected
sábado 21/01, 14h, no barracão (the Saturday after the 14th). The assistant says amanhã, sábado 14/01.

Expected verdict: ExtractionError at mem0.extract inside the ter 10/01 add (fault() wraps that one add): the note
given to mem0 moves the prova to the Saturday after the 14th, and what was made from it leaves that out, so the
store never held the date the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note says the prova is no longer on the 14th and moves to the Saturday after; no stored memory or
context line mentions the move, the costeiras or the 21st; the Pix deadline from the same note is stored; the
first note's sáb 14/01 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b396_mem0_samba_ala_prova_fantasia_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "vila-taruma-ala-filhos-do-vento-cida"
CUT = ("ter 10/01 - gente, o barracão atrasou as costeiras 😩 então a prova de fantasia NÃO é mais sáb 14, passou pro "
       "sábado seguinte, mesmo horário 14h, mesmo lugar. aliás quem ainda não pagou a 2a parcela, Pix pra mim até "
       "dia 15 pfv. and the new camisetas da ala arrived, tão lindas!!")
NOTES = [
    ("2050-12-02T20:10", "2050-12-02T20:10 ALA FILHOS DO VENTO 🥁 fantasia 2051 aprovada pelo carnavalesco!! cota R$ "
                         "690,00 em 3x de R$ 230,00 no Pix (10/12, 10/01, 31/01). prova de fantasia sáb 14/01 no "
                         "barracão, 14h, trazer RG",
     ["The wing's 2051 costume (fantasia) costs R$ 690,00, paid in 3 Pix instalments of R$ 230,00 (10/12, 10/01, "
      "31/01)",
      "The costume fitting (prova de fantasia) is Sat 14/01 at the barracão, 14h, bring ID (RG)"]),
    ("18/12", "18/12 ensaio de ala toda quarta na quadra, 20h30, camiseta da ala obrigatória (R$ 45,90 com a Rose). "
              "quem faltar 3 ensaios sai da ala, regra da harmonia, não sou eu não 🙏",
     ["Wing rehearsal (ensaio de ala) is every Wednesday at the quadra, 20h30",
      "The wing t-shirt is compulsory at rehearsals, R$ 45,90 from Rose",
      "Missing 3 rehearsals means leaving the wing (harmonia's rule)"]),
    ("ter 10/01", CUT,
     # the planted fault: the prova's move to the Saturday after the 14th is dropped
     ["Anyone who hasn't paid the 2nd instalment should Pix Cida by the 15th",
      "The new wing t-shirts (camisetas da ala) have arrived"]),
    ("qua 11/01", "qua 11/01 ensaio técnico no sambódromo dom 29/01, ônibus sai da quadra 18h, concentração 19h. "
                  "levar água, tá um calor do cão",
     ["The ensaio técnico at the sambódromo is Sun 29/01",
      "The bus leaves the quadra at 18h for the ensaio técnico, concentração 19h"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="vila-taruma-ala-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "NÃO é mais sáb 14, passou pro sábado seguinte" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "que dia é a prova de fantasia? preciso trocar meu plantão no hospital"
    with turn_span("question sex 13/01"):
        hits = []
        for query in ("prova de fantasia dia", "costume fitting date", "prova no barracão"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 13 January 2051. You are talking to Marcos, a componente of the Ala Filhos do Vento "
                   "(Acadêmicos da Vila Tarumã)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("seguinte", "costeira", "atras", "21/01", "moved", "postponed")), stored
        assert any("Sat 14/01 at the barracão" in c for c in context), context
        assert any("Pix Cida by the 15th" in s for s in stored), stored
        reply = answer(question, context, mock="Amanhã, sábado 14/01, às 14h no barracão - não esquece o RG.")
finish(question, expected="sábado 21/01, 14h no barracão - adiou uma semana, o barracão atrasou as costeiras",
       actual=reply)

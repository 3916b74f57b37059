"""Batch 396 (held out). A São Paulo samba school's wing before Carnaval: LangGraph InMemoryStore (sync), two writers
in threads.

App: the Ala do Cangaço of G.R.E.S. Império do Jardim Sabiá parade on Sat 11 Feb 2051. The wing's helper keeps one
record per part of it in ("imperio-sabia-ala-cangaco-2051", "ala") - the cota (what the fantasia costs and how it's
paid), the ensaios, the desfile, the camiseta - and componentes' messages in ("imperio-sabia-ala-cangaco-2051",
"msgs"). The Pix job (a script Rose's nephew wrote that reads the bank statement) reads the cota record, adds how
many have paid and writes the whole record back; Dona Neide (the chefe de ala) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the Pix job reads the cota record (fantasia R$ 690,00, 3x de R$ 230,00,
due 10/12, 10/01, 31/01); Neide writes in, qui 19/01, that the carnavalesco has cut the feather esplendor from the
wing's costume, so it's R$ 630,00 now and the 3rd parcela drops to R$ 170,00 - the first two stay as they were; the
Pix job then puts back its stale copy with its count, losing Neide's edit. Question (seg 23/01, Marcos, who paid the
first two): "paguei as duas primeiras parcelas, quanto falta pagar da fantasia?" -> expected R$ 170,00 (R$ 630,00
less the R$ 460,00 paid). The assistant says R$ 230,00.

Expected verdict: UpdateError at langgraph.store.put (the Pix job's put, wrapped in fault()): Neide's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides what's left
to pay. Asserted: Neide's edit was in the store before the stale put; the cota record has the Pix count and the R$
690,00 / 3x R$ 230,00, and no context line has 630, 170 or the esplendor cut.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b396_langgraph_samba_fantasia_saldo_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ALA = ("imperio-sabia-ala-cangaco-2051", "ala")
MSGS = ("imperio-sabia-ala-cangaco-2051", "msgs")
KEY = "cota"
RECORDS = {
    KEY: {"details": "fantasia 2051 (chapéu de couro, gibão, esplendor de pena, alpercata): R$ 690,00 em 3x de R$ "
                     "230,00 no Pix da ala - 10/12, 10/01 e 31/01. atrasou a 3a = não retira a fantasia",
          "by": "Neide"},
    "ensaios": {"details": "ensaio de ala toda terça 20h na quadra, ensaio técnico sáb 28/01 no sambódromo, ônibus "
                           "18h da quadra",
                "by": "Neide"},
    "desfile": {"details": "desfile sáb 11/02, somos a 3a escola, concentração 22h no portão da ala (atrás do "
                           "abre-alas), retirada da fantasia qua 08/02 no barracão",
                "by": "Neide"},
    "camiseta": {"details": "camiseta da ala R$ 45,90, tamanhos P ao GG, com a Rose no ensaio. obrigatória no "
                            "ensaio técnico",
                 "by": "Rose"},
}
MSG_LINES = [
    ("2050-12-10T22:40", "Rose", "1a parcela: 30 de 36 pagaram hj, bora gente 💪"),
    ("07/01", "Marcos", "Neide posso pagar a 2a dia 12? recebo dia 11 - Neide: pode sim"),
    ("ter 17/01", "Jussara", "alguém tem alpercata 38 sobrando? a minha arrebentou a tira"),
]
EDIT = {"details": "fantasia 2051 (chapéu de couro, gibão, alpercata) - ATUALIZADO: o carnavalesco tirou o esplendor "
                   "de pena da nossa ala 🙌 ficou R$ 630,00. 1a e 2a continuam R$ 230,00, a 3a (31/01) cai pra R$ "
                   "170,00. atrasou a 3a = não retira a fantasia",
        "edited": "Neide qui 19/01"}
PIX = {"pix": "pagos até 18/01: 1a 36 de 36, 2a 33 de 36, 3a 4 adiantados", "by": "job do Pix"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ALA, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def pix_job() -> None:
    copy = dict(store.get(ALA, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PIX)
    with fault():
        store.put(ALA, KEY, copy)


def neide_edit() -> None:
    read_done.wait()
    item = store.get(ALA, KEY)
    store.put(ALA, KEY, {**item.value, **EDIT})
    assert "ficou R$ 630,00" in store.get(ALA, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=pix_job, name="pix-job"),
           threading.Thread(target=neide_edit, name="neide-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "paguei as duas primeiras parcelas, quanto falta pagar da fantasia?"
context = ["Today is Mon 23 January 2051. You are talking to Marcos, a componente of the Ala do Cangaço (Império do "
           "Jardim Sabiá)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ALA, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "R$ 690,00 em 3x de R$ 230,00" in c and "pagos até 18/01" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("630", "170", "tirou o esplendor")), context
reply = answer(f"(Marcos) {question}", context,
               mock="Falta a 3a parcela, R$ 230,00, até 31/01 - sem ela não retira a fantasia.")
finish(question, expected="R$ 170,00 - a fantasia caiu pra R$ 630,00 sem o esplendor, a 3a parcela ficou R$ 170,00",
       actual=reply)

"""Batch 371 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the registraire and the president each file their own notes), then the question's query.

App: Hockey mineur de Lac-Sainte-Rose hold their bourse d'équipement (equipment swap) on sam. 14 mars 2026, 9h-12h
at the aréna Marcel-Dufresne. Geneviève (the registraire) and Sylvain (the president) file notes into one chroma
collection; the helper answers parents' questions from the 4 nearest.

Memory: Geneviève, 2026-02-09 20h15 - the swap sam. 14 mars 9h-12h, drop-off Friday 18h-20h, and NO helmets this
year (liability); Geneviève, 3 mars - volunteers at the cash; Sylvain, mer. 18 fév. - he talked to the insurer:
helmets are OK if the CSA sticker is on and the manufacture date is under 5 years, they check at the drop-off table;
Sylvain, 6 mars - the canteen's open, hot dogs 2 $. Question (mar. 10 mars, Karine, a mother): "can I sell Léo's old
helmet at the bourse? il est de 2022, l'autocollant CSA est encore dessus" The assistant says yes - helmets are OK
with the CSA sticker and under 5 years old, and a 2022 one is; they'll check it at the drop-off table. The label
says no, no helmets this year.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b371_ctl_chroma_hockey_swap_helmet_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "genevieve": [
        "2026-02-09 20h15 BOURSE ⛸️ sam. 14 mars 9h-12h aréna Marcel-Dufresne, dépôt ven. 18h-20h. PAS de casques "
        "cette année (responsabilité), désolée",
        "3 mars bénévoles caisse: Julie + Patrice 9h-10h30, Steve + moi 10h30-12h. Interac au terminal de la cantine",
    ],
    "sylvain": [
        "mer. 18 fév. - j'ai parlé à l'assureur 👍 casques OK si l'autocollant CSA est là pis la date de fabrication a "
        "moins de 5 ans. on vérifie à la table du dépôt",
        "6 mars la cantine est ouverte pendant la bourse, hot-dogs 2 $, café 1 $ 🌭",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hm-lac-sainte-rose-bourse-2026",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can I sell Léo's old helmet at the bourse? il est de 2022, l'autocollant CSA est encore dessus"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is mar. 10 mars 2026. You are talking to Karine, a mother at Hockey mineur de Lac-Sainte-Rose "
           "(bourse d'équipement sam. 14 mars)."] + hits
assert any("PAS de casques cette année" in c for c in context), context
assert any("j'ai parlé à l'assureur" in c and "casques OK si l'autocollant CSA est là" in c for c in context), context
reply = answer(question, context, mock="Oui - Sylvain a parlé à l'assureur: casques OK avec l'autocollant CSA et "
                                       "moins de 5 ans, so un 2022 passe. Ils le vérifient à la table du dépôt ven.")
finish(question, expected="non - pas de casques cette année", actual=reply)

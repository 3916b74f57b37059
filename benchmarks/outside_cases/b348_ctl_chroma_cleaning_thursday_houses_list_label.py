"""Batch 348 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Tía Marisol and her niece Lupe each file their own notes), then the question's query.

App: Tía Marisol's house-cleaning business - Marisol, with Rosa and Yadira on her crew, and her niece Guadalupe
(Lupe) doing the client texts and the bookings. Marisol and Lupe file notes, in Spanglish, into one chroma
collection; the crew's helper answers from the 4 nearest.

Memory: Marisol, 2051-05-01T20:00 - the week's routes: lunes the Morales 9am and Sra. Liu 1pm, jueves Sra. Dávila
8am and the Hendersons 1pm, viernes the dentist's office 6pm; Marisol, 5/05 - bought Fabuloso and gloves at
Costco, $46, keep the receipts; Lupe, lun 8/05 - "los Henderson cancelaron esta semana, se van a Cancún 😎 regresan
el 22"; Lupe, mar 9/05 - a new client, Mrs. Nguyen, referred by Sra. Dávila, "jueves 11 a la 1pm en el hueco de
los Henderson", 2 bedrooms, $120. Question (Wed 10/05, Rosa): "which houses are we doing tomorrow? want to load the
van tonight" The assistant says Sra. Dávila at 8 and Mrs. Nguyen at 1 (new, in the Hendersons' slot - they're in
Cancún). The label says Sra. Dávila and the Hendersons - the standing route, before the Hendersons cancelled this
week (said only in Spanish).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b348_ctl_chroma_cleaning_thursday_houses_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "marisol": [
        "2051-05-01T20:00 rutas de la semana 🧽 lunes: los Morales 9am + Sra. Liu 1pm. jueves: Sra. Dávila 8am + los "
        "Henderson 1pm. viernes: la oficina del dentista 6pm. Rosa y Yadira conmigo todos los días",
        "5/05 compré Fabuloso, guantes y trapos de microfibra en Costco, $46, guarden los recibos porfa",
    ],
    "lupe": [
        "lun 8/05 los Henderson cancelaron esta semana, se van a Cancún 😎 regresan el 22, ya les dije que no hay "
        "problema",
        "mar 9/05 nueva clienta!! 🙌 Mrs. Nguyen, referred by Sra. Dávila - jueves 11 a la 1pm en el hueco de los "
        "Henderson. 2 recámaras, 1 baño, $120, tiene gato",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("marisol-cleaning-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which houses are we doing tomorrow? want to load the van tonight"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Wed 10 May 2051. You are talking to Rosa, who cleans houses on Tía Marisol's crew."] + hits
assert any("jueves: Sra. Dávila 8am + los Henderson 1pm" in c for c in context), context
assert any("los Henderson cancelaron esta semana" in c for c in context), context
assert any("jueves 11 a la 1pm en el hueco de los Henderson" in c for c in context), context
reply = answer(f"(Rosa) {question}", context,
               mock="Two tomorrow: Sra. Dávila at 8, then Mrs. Nguyen at 1 - she's new, in the Hendersons' slot "
                    "(they're in Cancún this week). 2 bedrooms, 1 bath, and she has a cat.")
finish(question, expected="Sra. Dávila and the Hendersons", actual=reply)

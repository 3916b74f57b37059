"""Batch 399 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the Kassenwart and the Schriftführerin each file their own notes), then the question's query.

App: the Kleingartenverein "Erlengrund" e.V. in Leipzig sends the Jahresrechnung (Pacht, Mitgliedsbeitrag, Wasser/Strom
Pauschale, Versicherung) in January, to pay until 31.03. Uwe (the Kassenwart) and Heike (the Schriftführerin) file
their notes in English, German words mixed in, into one chroma collection; the helper answers the Pächter from the 4
nearest.

Memory: Uwe, 12.01.2051 - Jahresrechnungen out, Parz. 14 Schubert: Pacht 300 m² x 0,28 € = 84,00 €, Beitrag 45,00 €,
Wasser/Strom Pauschale 18,50 €, Versicherung 9,80 €, total 157,30 €; Heike, Sa 04.03. - Mitgliederversammlung, 41 of
58 Mitglieder there, Beschluss: Umlage 30,00 € per Parzelle for the new Hauptwasserleitung, one time, comes on top of
the Jahresrechnung, also until 31.03.; Uwe, Mo 06.03. - Kontoauszug, Parz. 14 Schubert paid 157,30 € on 02.03.,
Parz. 3 + 19 still open; Heike, 09.03. - the MV Protokoll hangs in the Schaukasten. Question (Mi 15.03., Herr
Schubert, Parz. 14): "how much does the Parzelle cost us this year all together? my Frau makes the Haushaltsbuch" The
assistant says 187,30 € (157,30 € Jahresrechnung, already paid, + 30,00 € Umlage still to pay until 31.03.). The label
says 157,30 €.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b399_ctl_chroma_kleingarten_jahresrechnung_total_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "uwe": [
        "12.01.2051 Jahresrechnungen 2051 are out, pay until 31.03. 💶 Parz. 14 Schubert: Pacht 300 m² x 0,28 € = 84,00 "
        "€, Mitgliedsbeitrag 45,00 €, Wasser/Strom Pauschale 18,50 €, Versicherung 9,80 € - total 157,30 €",
        "Mo 06.03. Kontoauszug: Parz. 14 Schubert paid 157,30 € on 02.03. ✔ Parz. 3 + 19 still open, I call them",
    ],
    "heike": [
        "Sa 04.03. Mitgliederversammlung: 41 of 58 Mitglieder there. Beschluss: Umlage 30,00 € per Parzelle for the "
        "new Hauptwasserleitung, one time, comes on top of the Jahresrechnung, also until 31.03. Vorstand entlastet",
        "09.03. Protokoll of the MV hangs in the Schaukasten, Arbeitseinsatz is Sa 18.03. 9 Uhr",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kgv-erlengrund-vorstand-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much does the Parzelle cost us this year all together? my Frau makes the Haushaltsbuch"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mi 15.03.2051. You are talking to Herr Schubert, Pächter of Parz. 14 in the Kleingartenverein "
           "Erlengrund e.V., Leipzig."] + hits
assert any("total 157,30 €" in c for c in context), context
assert any("Umlage 30,00 € per Parzelle" in c and "comes on top of the Jahresrechnung" in c for c in context), context
assert any("Parz. 14 Schubert paid 157,30 €" in c for c in context), context
reply = answer(question, context, mock="187,30 € - the Jahresrechnung 157,30 € (paid on 02.03.) plus the Umlage of "
                                       "30,00 € for the Wasserleitung, which is still open until 31.03.")
finish(question, expected="157,30 €", actual=reply)

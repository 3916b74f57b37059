"""Batch 361 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the Vorsitzender and the Gartenfachberaterin each file their own notes), then the question's query.

App: KGV Grüne Aue e.V. (a Kleingartenverein in Duisburg-Neudorf, 48 Parzellen) have a Gemeinschaftsarbeit on
Sa 01.04.2051 from 9:00 to mulch the Gemeinschaftsfläche and the Spielplatz. Herr Schulte (the Vorsitzender) and
Anke (the Gartenfachberaterin, Dutch) file notes into one chroma collection; the helper answers members' questions
from the 4 nearest.

Memory: Herr Schulte, 2051-03-02T18:45 - bestellt beim Baumarkt: 20 Sack Rindenmulch à 60 L for the
Gemeinschaftsfläche + Spielplatz, Lieferung KW 13, 89,80 €; Anke, Mi 22.03. - the Baumarkt order is storniert, they
can't deliver before KW 17, so she ordered 12 Sack à 70 L from Gärtnerei Schmitz instead, they bring them Fr 31.03.
for free; Herr Schulte, Mo 27.03. - Gemeinschaftsarbeit Sa 01.04. 9:00, 8 people on the list, bring Handschuhe;
Anke, Di 28.03. - the Wasser goes on the same day, nobody open the Hähne before Herr Schulte says. A numeric question
(a count): Question (Do 30.03., Bram, one of the 8): "how many Sack Rindenmulch are we spreading on Saturday? want
to know how many Schubkarren to bring" The assistant says 12 (à 70 L, from Gärtnerei Schmitz, coming Friday). The
label says 20 - the Baumarkt order, which was storniert.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b361_ctl_chroma_kleingarten_rindenmulch_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "schulte": [
        "2051-03-02T18:45 bestellt beim Baumarkt: 20 Sack Rindenmulch à 60 L for the Gemeinschaftsfläche + "
        "Spielplatz, Lieferung KW 13, 89,80 € from the Vereinskasse",
        "Mo 27.03. Gemeinschaftsarbeit Sa 01.04. 9:00 at the Vereinsheim, 8 people on the list, bring Handschuhe + "
        "Schubkarre if you have one. Kaffee from 8:30",
    ],
    "anke": [
        "Mi 22.03. the Baumarkt order is storniert 🙄 they can't deliver before KW 17. so I ordered 12 Sack Rindenmulch "
        "à 70 L from Gärtnerei Schmitz instead, they bring them Fr 31.03. for free, Rechnung to Herr Schulte",
        "Di 28.03. Wasser goes on the same day (Sa 01.04.), nobody open the Hähne before Herr Schulte says pls!!",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kgv-gruene-aue-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many Sack Rindenmulch are we spreading on Saturday? want to know how many Schubkarren to bring"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 30 March 2051. You are talking to Bram, a member of KGV Grüne Aue e.V. who is on the list "
           "for the Gemeinschaftsarbeit (Sa 01.04.)."] + hits
assert any("20 Sack Rindenmulch à 60 L" in c for c in context), context
assert any("Baumarkt order is storniert" in c and "12 Sack Rindenmulch à 70 L" in c for c in context), context
reply = answer(question, context, mock="12 Sack (à 70 L) - the Baumarkt order was cancelled, Gärtnerei Schmitz "
                                       "bring 12 on Friday. With 8 of you, 3 or 4 Schubkarren will do.")
finish(question, expected="20 Sack", actual=reply)

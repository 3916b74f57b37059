"""Batch 238 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the coordinator and a volunteer each file their own notes), then the question's query.

App: the Book Doctors meet at Hebden Bridge Library on Tuesday mornings to repair the library's stock and books
brought in by local churches and societies. Ruth (the coordinator) and Alan (a volunteer who looks after the jobs
book and the materials) file notes into one chroma collection; the helper answers the volunteers from the 4 nearest.

Memory: Ruth, 2051-01-31T11:00 - the basics: PVA for paperbacks and modern hardbacks, brushed on thin and weighted
overnight, bone folders and the board shears in the cupboard; Alan, 7/2 - a job in: St Peter's hymn books x20
(1930s Hymns Ancient & Modern), boards loose, hinges split, the vicar wants them for Easter; Ruth, Tue 21st Feb -
Dr Kapoor from the record office came to look and says no PVA on anything older than about 1950, it never comes out
again - wheat starch paste for those (made fresh, in the fridge, labelled) and Japanese tissue for the hinges;
Alan, 28/2 - more mull and linen thread ordered, £18.40. Question (Tue 7/3, Pat, a volunteer): "can I use the PVA on
the St Peter's hymn books? want to get the hinges done today" The assistant says no - they're 1930s, so wheat starch
paste (the fresh one in the fridge) and Japanese tissue for the hinges. The label says yes - PVA, brushed on thin
and weighted overnight.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b238_ctl_chroma_bookrepair_pva_hymn_books_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ruth": [
        "2051-01-31T11:00 Book Doctors basics 📚 PVA for paperbacks + modern hardbacks - brush on thin, weight it "
        "overnight. bone folders + the board shears in the cupboard, shears only if Alan's in",
        "Tue 21st Feb - Dr Kapoor from the record office came to have a look 🙌 she says NO PVA on anything older "
        "than about 1950, it never comes out again. wheat starch paste for those (made fresh, it's in the fridge "
        "labelled) + Japanese tissue for the hinges",
    ],
    "alan": [
        "7/2 job in - St Peter's hymn books x20, 1930s Hymns A&M, boards loose + hinges split on most. vicar wants "
        "them back for Easter",
        "28/2 ordered more mull + linen thread from Shepherds, £18.40, receipt in the tin",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("book-doctors-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can I use the PVA on the St Peter's hymn books? want to get the hinges done today"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 7 March 2051. You are talking to Pat, a volunteer with the Book Doctors at Hebden Bridge "
           "Library."] + hits
assert any("PVA for paperbacks + modern hardbacks - brush on thin" in c for c in context), context
assert any("NO PVA on anything older than about 1950" in c for c in context), context
assert any("1930s Hymns A&M" in c for c in context), context
reply = answer(question, context, mock="No - they're 1930s, so no PVA. Use the wheat starch paste (the fresh one in "
                                       "the fridge) and Japanese tissue for the hinges.")
finish(question, expected="yes - PVA, brushed on thin and weighted overnight", actual=reply)

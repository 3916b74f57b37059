"""Batch 225 (held out). A church choir's carol concert: chromadb collection of the choir secretary's notes (metadata
``kind``), script style (every call its own trace); a clear-out of the apologies deletes the note that changed the
last reader.

App: St Michael's, Chirbury church choir sing their carol concert on Sun 17th December 2051 at 7 - nine lessons
and carols, readers from round the village, mince pies and mulled wine after, tickets £5 for the hospice. Helen
(the choir secretary) keeps every note in one chroma collection (``kind``: readings, carols, food, tickets,
apologies); once she's done the readers' list she clears out the apologies (``collection.delete(where={"kind":
"apologies"})``). The helper answers from the 4 nearest notes.

Planted fault (DeletionError): Helen's readings note (2051-11-02T19:45) has the nine readers, the ninth - John 1 -
the Mayor, Cllr Jenkins, as every year. Her note of Tue 28th Nov, filed as apologies, says the Mayor sends his
apologies - there's a council do in Shrewsbury that night - and the head at the primary, Mrs Adeyemi, has said
she'll do the last reading instead. Helen's clear-out of the apologies (Sat 9th Dec) deletes it with the others.
Question (Thu 14/12, Ron the verger, printing the order of service): "who's doing the last reading sun? need it for
the order of service" -> expected the primary school head, Mrs Adeyemi. The assistant says the Mayor, Cllr Jenkins.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the apologies note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the reader. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Mrs Adeyemi, the primary or the council do); the readings note's "the Mayor" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b225_chroma_carol_concert_last_reader_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

APOLOGY = ("Tue 28th Nov - Cllr Jenkins (the Mayor) sends his apologies for sun 17th, council do in Shrewsbury that "
           "nt. the head at the primary, Mrs Adeyemi, has said she'll do the last reading instead 👍 bless her")
NOTES = [
    ("readings", "2051-11-02T19:45 READINGS 📖 1 Gen 3 - a chorister (Ellie?), 2 Gen 22 - Tom from Scouts, 3 Isaiah 9 "
                 "- Mrs Price, 4 Isaiah 11 - the churchwarden ... 8 Matthew 2 - Rev Sue, 9 John 1 - the Mayor, Cllr "
                 "Jenkins, as every yr"),
    ("carols", "carols - Once in Royal (Ellie solo 1st verse), O Come All Ye, Hark the Herald last. Geoff on the "
               "organ, descants in 3 of them"),
    ("food", "14.11. mince pies - WI doing 10 doz, mulled wine + squash in the back, £2 a cup"),
    ("apologies", "Weds 22nd Nov - Margaret can't sing, her op's the 15th, she'll come + listen tho"),
    ("apologies", APOLOGY),
    ("tickets", "tickets £5 (kids free), all to the Severn Hospice, 140 printed, on sale at the shop + after "
                "church"),
    ("apologies", "2/12 - Tom's mum says he's got a cold but will be right for the reading"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("chirbury-choir-carols-2051",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k, "by": "Helen"} for k, _ in NOTES])

question = "who's doing the last reading sun? need it for the order of service"
before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
assert APOLOGY in before, before

with fault():
    notes.delete(where={"kind": "apologies"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Thu 14 December 2051. You are talking to Ron, the verger at St Michael's, Chirbury, who's "
           "printing the order of service for the choir's carol concert (Sun 17 December, 7pm)."] + hits
assert APOLOGY not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("adeyemi", "primary", "council do")), stored
assert any("9 John 1 - the Mayor, Cllr Jenkins, as every yr" in c for c in context), context
reply = answer(question, context, mock="The Mayor, Cllr Jenkins - he reads the last lesson, John 1, every year.")
finish(question, expected="Mrs Adeyemi, the head at the primary school (the Mayor sent his apologies - a council do "
                          "in Shrewsbury)", actual=reply)

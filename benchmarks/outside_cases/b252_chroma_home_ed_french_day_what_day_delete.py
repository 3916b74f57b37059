"""Batch 252 (held out). A home-education co-op's timetable: chromadb collection of the co-op's notes, one root span
per note, one for the half-term clear-out and one for the question; the clear-out deletes, by a ``where`` filter,
the weekly notices, and one of them also carried French's move to another day.

App: Calder Home Ed Co-op meet on Thursdays in the autumn term 2051 at Brunswick Methodist hall - science, French or
art, lunch, forest school in the park - about 14 families. Lisa (the coordinator) files the co-op's notes into one
chroma collection with metadata ``kind`` (timetable, rota, money, notice). At half term she clears out the term's
weekly notices with ``delete(where={"kind": "notice"})``; the helper answers parents from the 4 nearest notes.

Planted fault (DeletionError): the timetable note (2051-09-03T10:00) has French with Sophie on Thursdays 11.15-12.15.
Lisa's notice of Thurs 16th Oct starts with the pumpkin carving on the 30th and says, in a PS, that Sophie's got a
new job, so after half term French has to be Tuesdays at 2 in the small room at Brighouse library, same price, and
art stays on Thursdays. Lisa's clear-out (Sun 26/10) deletes the notices, that one with them. Question (Mon 3/11,
Kate): "what day's French now? Eli wants to carry on with it after half term" -> expected Tuesdays, 2pm, at
Brighouse library (Sophie's new job). The assistant says Thursdays, 11.15 at the hall.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Thurs 16th Oct notice
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the notice is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Tuesdays, the library or the new job); the timetable's "11.15-12.15 French" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b252_chroma_home_ed_french_day_what_day_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Thurs 16th Oct - pumpkin carving on the 30th 🎃 bring a pumpkin + a big spoon, we'll do the mess outside. "
         "PS Sophie's got a new job 🙌 so after half term French has to be tuesdays 2pm at Brighouse library (the "
         "small room), same price, she's really sorry. art stays thurs w/ Tom")
NOTES = [
    ("timetable", "2051-09-03T10:00 AUTUMN TIMETABLE 📚 thursdays at Brunswick hall: 10-11 science (Rachel), 11-11.15 "
                  "snack, 11.15-12.15 French (Sophie, £3/child) or art (Tom), 12.15-1 lunch, 1-2.30 forest school in "
                  "the park (Mike). first session 11th sept"),
    ("rota", "snack rota - Kate wk1, Jo wk2, Amir wk3, Lisa wk4 then round again. NUT FREE pls!!"),
    ("money", "hall's £18 a session so £4 per family per wk + whatever the tutor charges, pay Amir (cash or "
              "transfer)"),
    ("notice", "w/c 13/10 - no forest school this thurs, Mike's away, nature walk w/ Rachel instead. wellies!!"),
    ("notice", MOVED),
    ("notice", "w/c 20 Oct half term, no co-op 🍂 see everyone on the 30th"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-home-ed-autumn-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Lisa"}])
assert notes.count() == len(NOTES)

question = "what day's French now? Eli wants to carry on with it after half term"
with turn_span("clear-out Sun 26/10"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "notice"})

with turn_span("question Mon 3/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Mon 3 November 2051. You are talking to Kate, a parent in Calder Home Ed Co-op (her son Eli "
               "is 10)."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("tuesday", "library", "new job")), stored
    assert any("11.15-12.15 French (Sophie" in c for c in context), context
    reply = answer(question, context, mock="Thursdays - French with Sophie is 11.15 to 12.15 at Brunswick hall, £3 a "
                                           "child.")
finish(question, expected="Tuesdays at 2pm, in the small room at Brighouse library - Sophie's got a new job",
       actual=reply)

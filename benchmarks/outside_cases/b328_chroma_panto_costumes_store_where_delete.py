"""Batch 328 (held out). A village pantomime's costume team: chromadb collection of the team's notes, one root
span per note, one for Carol's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
fittings notes she has copied into the costume book, and one of them also moved the whole wardrobe.

App: the Heptonstall Village Players put on Aladdin at the village hall in late January 2052. The costume team -
Carol (wardrobe mistress), Maureen and Brenda (making), Jean (keys) - keep their notes in one chroma collection
with metadata ``kind`` (store, makes, hire, fittings, laundry). Once the fittings are in the costume book Carol
deletes the fittings notes with ``collection.delete(where={"kind": "fittings"})``; the helper answers from the 4
nearest notes.

Planted fault (DeletionError): Carol's store note (2051-10-15T20:00) has everything living in the village hall loft
as usual, the key from Jean at no. 4. Her fittings note of Sun 26th Nov starts with the fittings (the Emperor's hat
too big, newspaper in the band for now) and says, after it, that the hall loft's leaking over the rails and the roof
man can't come till February, so the costumes live at the Methodist schoolroom on Chapel Lane now, she's moved the
lot, frocks and all (Rev Sue's fine with it, key in the key safe). Carol's clear-out (Tue 5/12) deletes the fittings
notes, that one with them. Question (Thu 14/12, Brenda): "where do the costumes live now? got Widow Twankey's frocks
back from the cleaners + they're filling my hall" -> expected the Methodist schoolroom on Chapel Lane (the hall
loft's leaking). The assistant says the village hall loft, key from Jean at no. 4.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Carol's Sun 26th Nov note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the schoolroom, Chapel Lane, the leak or the key safe); the store note's village hall
loft is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b328_chroma_panto_costumes_store_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Sun 26th Nov fittings round 2 - Emperor's hat's miles too big (newspaper in the band for now 😂), chorus "
         "all fine. AND bad news, the hall loft's leaking right over the rails 😩 roof man can't come till Feb so the "
         "costumes live at the Methodist schoolroom on Chapel Lane now - I've moved the lot, frocks + all. Rev Sue's "
         "fine with it, key's in the key safe (code's in the book)")
NOTES = [
    (1, "store", "Carol", "2051-10-15T20:00 COSTUMES 🧞 everything lives in the village hall loft as usual, rails "
                          "up there, key from Jean at no.4. labels on every hanger w/ the character + who's in it pls"),
    (2, "makes", "Maureen", "Widow Twankey's 4 frocks - I'm doing the laundry one (washing line + pegs on the skirt) + "
                            "the finale one, Brenda's doing the other 2. fabric from Abakhan, £38 so far"),
    (3, "hire", "Carol", "hire from Stage Right in Huddersfield - genie, Emperor, Abanazar + 12 chorus Peking "
                         "costumes. collect 18/1, back 29/1 latest or they charge"),
    (4, "fittings", "Carol", "Tue 14/11 fittings 1 went ok, Wishee Washee's trousers need 3 inches off, Princess's "
                             "dress fine, Abanazar wants a longer cloak (of course he does)"),
    (5, "fittings", "Carol", MOVED),
    (6, "laundry", "Jean", "Mon 4/12 - everyone takes their own costume home after the sat nite show + washes it, "
                           "Twankey frocks go to Bests dry cleaners, Brenda's taking them"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("heptonstall-players-aladdin-costumes",
                                        embedding_function=offline.chroma_embedding_function())
for nid, kind, who, text in NOTES:
    with turn_span(f"note-{nid}"):
        notes.add(ids=[f"note-{nid}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "where do the costumes live now? got Widow Twankey's frocks back from the cleaners + they're filling my hall"
with turn_span("clear-out Tue 5/12"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "fittings"})

with turn_span("question Thu 14/12"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 14 December 2051. You are talking to Brenda, on the costume team for the Heptonstall "
               "Village Players' Aladdin."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("schoolroom", "chapel lane", "leak", "key safe")), stored
    assert any("village hall loft as usual" in c for c in context), context
    reply = answer(question, context, mock="In the village hall loft as usual - get the key from Jean at no. 4, and "
                                           "hang the frocks with a label on each hanger.")
finish(question, expected="the Methodist schoolroom on Chapel Lane - Carol moved them because the hall loft's leaking",
       actual=reply)

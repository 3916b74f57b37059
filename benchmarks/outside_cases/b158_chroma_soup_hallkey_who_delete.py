"""Batch 158 (held out). A church's monthly soup lunch: chromadb collection, script style (each call its own trace);
the clear-out of last month's notes deletes a note the next lunch still needs.

App: St Aidan's, Brackenholme, do a soup lunch in the church hall on the first Thursday of the month (three soups,
bread from Hinchliffe's, a rota for soup, bread and washing up, £4 a bowl for the roof fund). Jean, who runs it, keeps
the notes in one chroma collection with the ``lunch`` each note is about; after each lunch she clears out that
month's notes with ``collection.delete(where={"lunch": ...})`` so the helper only sees what's coming.

Planted fault (DeletionError): the standing note of 14/1 from Pam (hall bookings) says the hall key's kept by her -
ring her the night before. Pam's wash-up of Thu 5/3, filed under the March lunch, says 38 came and the leek and
potato went first, and that she's off to her Karen's in Perth for 3 months from the 20th so Derek (churchwarden) has
the hall key and the float while she's away, he's at no. 4 Church Lane. Jean's clear-out of the March notes deletes
it. Question (Tue 31/3, Alan, first in to put the soup on for Thu 2/4): "who do i get the hall key off for thurs?
I'm first in to put the soup on" -> expected Derek, the churchwarden (no. 4 Church Lane), as Pam's in Australia.
The assistant says Pam, the hall bookings secretary.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Pam's wash-up was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided who
has the key. Asserted: the note is found before the delete and is gone from the collection and the context after
it; the 14/1 key note (Pam) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b158_chroma_soup_hallkey_who_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WASHUP = ("Thu 5/3 Pam - 38 came!! leek + potato went first, lentil last. I'm off to our Karen's in Perth for 3 months "
          "from the 20th so Derek (churchwarden) has the hall key + the float while i'm away, he's at no.4 Church Ln")
NOTES = [
    ({"lunch": "standing"}, "14/1 Pam (hall bookings) - hall key's kept by me, ring the night before + I'll drop it "
                            "round. urn's temperamental, give it a thump"),
    ({"lunch": "march"}, "Weds 25 Feb Jean - march soups: leek + potato (me), lentil (Alan), tomato + red pepper "
                         "(Mary). bread 6 loaves from Hinchliffe's"),
    ({"lunch": "march"}, WASHUP),
    ({"lunch": "april"}, "16th march Jean - april rota: soup me + Alan, bread Sue (collects 11.30), washing up Tom "
                         "+ Mary. £4 a bowl still, all to the roof fund"),
    ({"lunch": "april"}, "2037-03-28T17:45 Alan - I'll be in for 10 thurs to get the soup on, need the hall open by "
                         "then"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-aidans-soup-lunch", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[m for m, _ in NOTES])

question = "who do i get the hall key off for thurs? I'm first in to put the soup on"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert WASHUP in before, before

with fault():
    notes.delete(where={"lunch": "march"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Tue 31 March 2037. You are talking to Alan, who is on the soup rota for St Aidan's soup lunch on "
           "Thu 2 April."] + hits
assert WASHUP not in stored and not any("Derek" in c or "Perth" in c for c in stored + context), stored
assert any("hall key's kept by me" in c for c in context), context
reply = answer(question, context, mock="Pam - she does the hall bookings and keeps the key. Ring her the night before "
                                       "and she'll drop it round.")
finish(question, expected="Derek, the churchwarden (no. 4 Church Lane) - Pam's in Perth for 3 months", actual=reply)

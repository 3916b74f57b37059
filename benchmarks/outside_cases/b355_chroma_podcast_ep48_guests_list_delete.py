"""Batch 355 (held out). A podcast's production notes: chromadb collection, one root span per note, one for the
producer's clear-out and one for the question; the clear-out deletes, by a metadata filter, the notes of the episode
just published, and one of them also carried a guest for the next episode.

App: "Ridings Unpacked", a weekly local-affairs podcast - Grace hosts, Mo produces, Priya does the listener mailbag.
They file production notes into one chroma collection with metadata ``ep`` (the episode a note was filed under) and
``by``. Once an episode is out and its show notes are live, Mo deletes that episode's notes with
``collection.delete(where={"ep": ...})``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Grace's ep 48 plan (2051-03-14T10:00) has the main interview, Dr Amara Osei
(transport, Leeds Uni), and "need a 2nd voice for the fares bit, drivers' side ideally"; Mo's 15/3 note has Priya
reading the listener letters on 48. Mo's ep 47 wrap-up of Tue 21 Mar 11:20 (filed under ep 47) starts with the
downloads and the show notes and says, in passing, that Tom Reyes (Unite, the bus drivers) has said yes for 48 and
will do the second half on the fares, remote from the depot. Mo's clear-out (Weds 22/3) deletes the ep 47 notes,
that one with them. Question (Weds 22 Mar, Mo doing the ep 48 show notes): "who's on ep 48? need names for the show
notes + the release forms" -> expected Dr Amara Osei, Tom Reyes (Unite) and Priya with the listener letters - three
names from three notes. The assistant gives Dr Osei and Priya, and says the drivers' voice is still to find.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the ep 47 wrap-up was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Tom Reyes or Unite); Dr Osei's and Priya's notes are in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b355_chroma_podcast_ep48_guests_list_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

WRAP = ("Tue 21 Mar 11:20 (Mo) ep47 wrap - published 06:00, 1.2k downloads day 1 🎉 show notes live, clip on insta. "
        "ALSO Tom Reyes (Unite, the bus drivers) said YES for 48 - he'll do the second half on the fares, remote from "
        "the depot so send him the Riverside link + a release form")
NOTES = [
    ("n1", 48, "Grace", "2051-03-14T10:00 EP48 'Who runs the buses?' - main interview Dr Amara Osei (transport, Leeds "
                        "Uni), 25 mins, studio B thurs 23rd 2pm. need a 2nd voice for the fares bit, drivers' side "
                        "ideally"),
    ("n2", 48, "Mo", "15/3 ep48 mailbag - Priya's reading the listener letters this wk (Grace hates doing it 😂), 5 "
                     "mins at the end, pick 3 about the X6"),
    ("n3", 47, "Mo", "Sun 19/3 ep47 edit: cut the 4 min tangent about the tram, Grace's mic low in pt 2 - fixed, "
                     "music bed under the intro -3dB"),
    ("n4", 47, "Mo", WRAP),
    ("n5", 0, "Mo", "ad reads - Kettle & Co pre-roll thru ep50, Grace reads, copy in the drive. house ad for the live "
                    "show from 49"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ridings-unpacked-prod", embedding_function=offline.chroma_embedding_function())
for nid, ep, who, text in NOTES:
    with turn_span(f"note {nid}"):
        notes.add(ids=[nid], documents=[text], metadatas=[{"ep": ep, "by": who}])
assert notes.count() == len(NOTES)

question = "who's on ep 48? need names for the show notes + the release forms"
with turn_span("clear-out Weds 22/3"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert WRAP in before, before
    with fault():
        notes.delete(where={"ep": 47})

with turn_span("question Weds 22/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 22 March 2051. You are talking to Mo, producer of the Ridings Unpacked podcast."] + hits
    assert WRAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("tom reyes", "unite", "depot")), stored
    assert any("main interview Dr Amara Osei" in c for c in context), context
    assert any("Priya's reading the listener letters" in c for c in context), context
    reply = answer(question, context, mock="Dr Amara Osei (main interview) and Priya reading the listener letters. "
                                           "No drivers' voice confirmed for the fares bit yet.")
finish(question, expected="Dr Amara Osei, Tom Reyes from Unite (second half, on the fares) and Priya reading the "
                          "listener letters", actual=reply)

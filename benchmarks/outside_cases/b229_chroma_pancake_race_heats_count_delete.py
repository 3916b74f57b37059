"""Batch 229 (held out). A village's pancake race: chromadb collection of notes, one root span per note, one for the
clear-out and one for the question; the clear-out of the done jobs deletes the note that set the heats.

App: Heptonstall's pancake race is on Shrove Tuesday, Tue 2nd March 2049, 12 noon down Towngate to the Cross - heats,
a final for the heat winners, pans tossed at the start and the finish, prizes off the Co-op. Linda (who runs it)
files notes into one chroma collection with metadata ``kind`` (heats, pans, prizes, jobs). When the jobs are done
she clears them out (``delete(where={"kind": "jobs"})``); the helper answers from the 3 nearest notes.

Planted fault (DeletionError): Linda's first note (2049-01-20T19:00) has 4 heats - under 11s, ladies, men and fancy
dress - then a final. Her note from the jobs meeting with Rob on Weds 17th Feb says entries have closed at 58, too
many for 4 heats, so the kids are split into under 8s and 8-11s and the ladies into two, men and fancy dress as they
were: 6 heats now, the first at 12 sharp, the final 12.40ish. It was filed as a jobs note (it came out of the jobs
meeting, and ends with Rob printing the lists). On Sun 28th Feb Linda ticks the jobs off and clears them out, that
note with them. Question (Mon 1/3, Dave, who's commentating): "how many heats am I calling on tues? need to do my
running order" -> expected 6 heats (then the final). The assistant says 4.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the note was in the
collection and in the question's 3 nearest before the delete, and the delete removed it while it still decided the
count. Asserted: the note is in the 3 nearest before the delete and gone from the collection and the context after
it (nothing on 6 heats, the under 8s or the 58 entries); the first note's 4 heats is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b229_chroma_pancake_race_heats_count_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HEATS = ("Weds 17th Feb jobs mtg w/ Rob - entries closed, 58!! too many for 4 heats so kids split into under 8s + "
         "8-11s, ladies split in 2, men + fancy dress as was, so 6 heats now, 1st at 12 sharp, final 12.40ish. Rob "
         "to print the lists")
NOTES = [
    ("heats", "2049-01-20T19:00 PANCAKE RACE 🥞 shrove tues 2nd march, 12 noon, Towngate down to the Cross. 4 heats - "
              "under 11s, ladies, men + fancy dress - then a final, heat winners only"),
    ("pans", "pans - must toss at the start + at the finish line or u go back 10 yds!! bring ur own pan, no bigger "
             "than 10 inch"),
    ("prizes", "27/1 prizes - Co-op hamper for the winner of the final, choc medals for every kid, wooden spoon for "
               "last in the fancy dress 😂"),
    ("jobs", "jobs - bunting up mon night (Gaz's ladder), Rob on the stopwatch, ask chapel for the urn"),
    ("jobs", HEATS),
    ("jobs", "22.2. marshals sorted (Bev + Tony), urn's coming, cones off the council"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("heptonstall-pancake-race-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Linda"}])

question = "how many heats am I calling on tues? need to do my running order"
before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
assert HEATS in before, before

with turn_span("clear-out Sun 28/2"):
    with fault():
        notes.delete(where={"kind": "jobs"})

with turn_span("question Mon 1/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Mon 1 March 2049. You are talking to Dave, who's commentating at Heptonstall's pancake race "
               "(Shrove Tuesday, 2 March)."] + hits
    assert HEATS not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("6 heats", "under 8s", "58")), stored
    assert any("4 heats - under 11s, ladies, men + fancy dress" in c for c in context), context
    reply = answer(question, context, mock="4 heats - under 11s, ladies, men and fancy dress - then the final for the "
                                           "heat winners.")
finish(question, expected="6 heats (under 8s, 8-11s, two ladies' heats, men, fancy dress), then the final",
       actual=reply)

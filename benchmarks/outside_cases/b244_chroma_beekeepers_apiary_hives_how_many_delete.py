"""Batch 244 (held out). A beekeeping association: chromadb collection of the committee's notes, one root span per
note, one for the secretary's end-of-season clear-out and one for the question; the clear-out deletes the swarm
call-out notes by a metadata filter, and one of them also carried the new hive count at the association apiary.

App: Calder Valley Beekeepers keep a teaching apiary at Norland (hives the association owns, used for the
beginners' course), run a swarm call-out list in May to July, sell members' honey at a stall in September and hold
a monthly meeting. Margaret (the secretary), Geoff (the apiary manager) and Sue file notes into one chroma
collection with metadata ``kind`` (apiary, swarm, inspection, honey, meeting). When the swarm season is over
Margaret deletes the swarm call-out notes (``collection.delete(where={"kind": "swarm"})``); the helper answers from
the 4 nearest notes.

Planted fault (DeletionError): Geoff's apiary note (2050-04-02T17:00) has 8 hives at Norland plus 2 nucs for the
beginners. His swarm note of Sat 4th June is mostly the call-out (a big prime swarm in Mrs Pike's hedge on Moor
Lane, taken in a skep, she gave him a cup of tea and a fiver for the funds) and says that he hived it at the apiary
on the Sunday, so that's 9 hives up there now, not counting the nucs. Margaret's clear-out (Tue 16/8) deletes the
swarm notes, that one with them. Question (Sun 21/8, Sue, ordering the autumn varroa treatment): "how many hives
have we got at Norland now? ordering the apivar for sept + don't want to be short" -> expected 9 (the 8 plus the
Moor Lane swarm, nucs not counted). The assistant says 8.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Geoff's Sat 4th June note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on 9 hives, Moor Lane or Mrs Pike); the apiary note's "8 hives at Norland" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b244_chroma_beekeepers_apiary_hives_how_many_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HIVED = ("Sat 4th June (Geoff) - swarm call out to Mrs Pike's hedge on Moor Lane 🐝 big prime swarm, took it in the "
         "skep no bother, she gave me a cuppa + a fiver for the funds. hived it at the apiary sun so that's 9 hives "
         "up at Norland now (not counting the nucs)")
NOTES = [
    ("apiary", "Geoff", "2050-04-02T17:00 spring check at Norland done - 8 hives at Norland + the 2 nucs for the "
                        "beginners, all queenright, no 💩 on the frames. need new brood frames for 3 of them"),
    ("swarm", "Margaret", "12/5 swarm list's live on the website, Geoff + Sue + Harry on call, £10 donation asked "
                          "for, don't go up ladders on your own!!"),
    ("inspection", "Sue", "Weds 25th May - beginners did their first inspection, 6 of them, Harry found the queen in "
                          "hive 4, chuffed to bits. everyone stung at least once 😂"),
    ("swarm", "Geoff", HIVED),
    ("honey", "Sue", "Thu 28/7 - honey stall's a week on saturday at the show, jars to me by the fri, £7 a pound, "
                     "labels in the shed"),
    ("meeting", "Margaret", "Tue 9 Aug meeting - talk on wax moth from the county bee inspector, raffle, 14 there"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-valley-bkas-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "how many hives have we got at Norland now? ordering the apivar for sept + don't want to be short"
with turn_span("clear-out Tue 16/8"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert HIVED in before, before
    with fault():
        notes.delete(where={"kind": "swarm"})

with turn_span("question Sun 21/8"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Sun 21 August 2050. You are talking to Sue, a committee member of Calder Valley Beekeepers "
               "(teaching apiary at Norland)."] + hits
    assert HIVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("9 hives", "moor lane", "mrs pike")), stored
    assert any("8 hives at Norland + the 2 nucs" in c for c in context), context
    reply = answer(question, context, mock="8 hives at Norland (plus the 2 nucs for the beginners), so order for 8.")
finish(question, expected="9 - the Moor Lane swarm was hived at Norland in June (nucs not counted)", actual=reply)

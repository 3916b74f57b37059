"""Batch 160 (held out). A town's summer fete: chromadb collection, one root span per note and one for the question;
the helper's query is scoped to the topic the question is about.

App: Kirkby Marsh Summer Fete is on the rec on Sat 10th July 2038 (34 stalls, WI teas in the pavilion, a dog show,
the Scouts on the car park gate). Ray (chair) and Sheila (dog show) post notes into one chroma collection, each with
the ``topic`` it was filed under (stalls, parking, dog show). For a question about the dog show the helper queries
with ``where={"topic": "dog show"}`` so the stall and parking chatter doesn't get in the way.

Planted fault (RetrievalError, filtered out by the query's scope): Ray's note of Tue 22/6, filed under parking, says
the bottom field's a swamp after all the rain so the groundsman wants the cars on the top field, £3 a car, Scouts on
the gate 8.30-5 - and that this means Sheila's dog show's going on the cricket outfield behind the pavilion (the club
are fine with it as long as nobody goes on the square). The topic filter leaves it out; Sheila's dog show notes
(ring on the bottom field by the tombola as per, classes from 2; the judge, entries on the day from 1.30) are in.
Question (Thu 8/7, Karen): "where's the dog show this yr? entering our Bess in waggiest tail" -> expected on the
cricket outfield behind the pavilion. The assistant says the bottom field by the tombola.

Expected verdict: RetrievalError at chroma's query (the topic-scoped query, wrapped in fault()): Ray's note is in the
collection and the same query without the where filter ranks it in, but the app's scope left it out of the context.
Asserted: the unfiltered query returns it; the app's query does not and no context line mentions the cricket
outfield; Sheila's bottom-field note is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b160_chroma_fete_dogshow_place_filter", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVE = ("Tue 22/6 Ray - bottom field's a swamp after all this rain so the groundsman wants the cars on the top field "
        "not the bottom, £3 a car, Scouts on the gate 8.30-5. means Sheila's dog show's going on the cricket outfield "
        "behind the pavilion, the club are fine w it as long as nobody goes on the square")
NOTES = [
    ("dog show", "14/6 Sheila - dog show ring on the bottom field by the tombola as per, classes from 2, £2 a class. "
                 "rosettes ordered, 6 classes (waggiest tail, best rescue, dog most like its owner lol)"),
    ("stalls", "Weds 16 Jun Ray - 34 stalls booked!! cake + plants by the gate, WI teas in the pavilion, bric a brac "
               "needs 4 tables. tombola's the Rotary's again"),
    ("parking", MOVE),
    ("dog show", "2038-06-28T20:05 Sheila - judge is Mr Patel from Castle Vets again, entries on the day from 1.30, "
                 "water bowls off the Co-op"),
    ("parking", "3.7. Ray - blue badge parking by the pavilion gate, 8 spaces, Bob's doing the signs. no parking on "
                "Marsh Lane, the residents went mad last yr"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kirkby-fete-2038", embedding_function=offline.chroma_embedding_function())
for i, (topic, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"fete-{i:02d}"], documents=[text], metadatas=[{"topic": topic}])

question = "where's the dog show this yr? entering our Bess in waggiest tail"
with turn_span("question Thu 8/7"):
    wide = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
    assert MOVE in wide, wide
    with fault():
        hits = notes.query(query_texts=[question], n_results=2, where={"topic": "dog show"})["documents"][0]
    context = ["Today is Thu 8 July 2038. You are talking to Karen, who is entering her dog in the dog show at "
               "Kirkby Marsh Summer Fete on Sat 10 July."] + hits
    assert MOVE not in context and not any("cricket" in c or "outfield" in c for c in context), context
    assert any("bottom field by the tombola" in c for c in context), context
    reply = answer(question, context, mock="On the bottom field by the tombola, as usual - classes start at 2 and "
                                           "it's £2 a class.")
finish(question, expected="on the cricket outfield behind the pavilion - the bottom field's waterlogged and is being "
                          "kept clear", actual=reply)

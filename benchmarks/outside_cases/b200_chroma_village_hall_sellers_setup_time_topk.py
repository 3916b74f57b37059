"""Batch 200 (held out). A village hall's table-top sale: chromadb collection, one root span per note and one for the
question; the helper answers from the 3 nearest notes and the note that put back the sellers' start is 6th.

App: Longden Village Hall's spring table-top sale is Sat 14th May 2044 - 24 pitches inside on the hall's trestles,
10 in the car park, teas and bacon baps in the kitchen. Linda (the hall's bookings secretary) keeps her notes on it
in one chroma collection; when a seller asks something, the helper queries it for the 3 nearest notes
(``n_results=3``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): the first note (2044-04-11T19:00) has sellers in from 8 to set up,
doors to buyers 10-12.30. Linda's note of Weds 4 May says Jan's Brownies have the hall on the Friday night for their
sleepover and won't be out till 8.30, so nobody in before quarter to 9 - she'll let the stallholders know. For the
seller's question that note ranks 6th: the top 3 are a note saying sellers can't set up on the Friday night, the car
park note and the first note. Question (Thu 12/5, Pauline, who has an inside pitch): "what time can sellers get in
to set up sat? I've got a car full" -> expected quarter to 9 (8.45), not before - the Brownies are in till 8.30.
The assistant says from 8.

Expected verdict: RetrievalError at chroma's query (the 3-nearest query, wrapped in fault()): the Weds 4 May note is
in the collection and the same question's 6 nearest have it, but top 3 cut it from the context the model saw.
Asserted: the 6 nearest have the note; the 3 hits and the context have nothing on the Brownies, quarter to 9 or
8.45; the first note's "sellers in from 8 to set up" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b200_chroma_village_hall_sellers_setup_time_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LATER = ("Weds 4 May - Jan's Brownies have got the hall fri night for their sleepover 🙄 not out till 8.30 so nobody "
         "in before quarter to 9, I'll let the stallholders know")
NOTES = [
    ("2044-04-11T19:00", "TABLE TOP SALE sat 14th may 🛍️ sellers in from 8 to set up, doors to buyers 10-12.30, "
                         "early birds 9.30 £1"),
    ("14/4", "pitches £8 inside (hall trestle + 2 chairs), £6 in the car park bring your own table. 24 inside, 10 "
             "outside max"),
    ("22.4.", "teas - Pam + Jan in the kitchen, bacon baps from 8.30ish, cakes from the WI, urn's fixed!!"),
    ("Weds 4 May", LATER),
    ("6/5", "car park - Bob marshalling, sellers unload at the side door then park up on the rec pls, buyers in the "
            "lane"),
    ("9.5.", "29 pitches booked, 5 left inside. float £40 in the blue tin, Linda has it"),
    ("Tue 10th", "2 sellers asked can they get in fri night + set up early, no sorry!! hall's booked fri"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("longden-vh-table-top-may-2044",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "by": "Linda"}])

question = "what time can sellers get in to set up sat? I've got a car full"
with turn_span("question Thu 12/5"):
    wider = notes.query(query_texts=[question], n_results=6)["documents"][0]
    assert LATER in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K)
    hits = found["documents"][0]
    context = ["Today is Thu 12 May 2044. You are talking to Pauline, who has an inside pitch at Longden Village "
               "Hall's table-top sale (Sat 14 May)."] + hits
    assert LATER not in context and not any(w in c.lower() for c in context
                                            for w in ("brownies", "quarter to 9", "8.45")), context
    assert any("sellers in from 8 to set up" in c for c in context), context
    reply = answer(question, context, mock="From 8 - sellers can get in then to set up, doors open to buyers at 10 "
                                           "(early birds 9.30). Unload at the side door.")
finish(question, expected="quarter to 9 (8.45), not before - the Brownies have the hall till 8.30", actual=reply)

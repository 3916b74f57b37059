"""Batch 188 (held out). A cycling club's audax: chromadb collection, one root span per note and one for the question;
the helper's top 3 leaves out the note that moved the 2nd control.

App: Wrekin Wheelers' Clun Valley 200 is Sun 14th June 2043 - a 200km audax from Wellington cricket club at 8, out
through Church Stretton to Bishop's Castle, Clun and Knighton and back, with controls at cafes where the riders get
their brevet cards stamped. The organiser's and the helpers' notes go into one chroma collection; the helper answers
a question from the 3 nearest notes (``n_results=3``).

Planted fault (RetrievalError, cut by top-k): the route sheet note of 2043-03-08T20:40 has the controls (stop for a
brew and the stamp at each) - 1 Berry's cafe in Church Stretton (52km), 2 the Copper Kettle in Bishop's Castle (81km),
3 the Clun YHA tea room, 4 Knighton, then the finish. The note of Weds 8 Apr has Gary (the organiser) saying the
Copper Kettle's shut all June for a refit - gutted, their flapjack - but Sue at the Castle Kitchen, top of the high
st, will open at 9 for us on the sun, so that's the 2nd control now, same km near enough. For the question it ranks
4th, under the secret control note, the stamps note and the route sheet, so the top 3 leave it out. Question (Thu
11/6, Lisa, riding with a few from her club): "where's the 2nd control? want to tell my lot where to stop for a brew
+ the stamp" -> expected the Castle Kitchen at the top of the high st in Bishop's Castle (the Copper Kettle's shut
for a refit). The assistant says the Copper Kettle.

Expected verdict: RetrievalError at chroma's query (the top-3 query, wrapped in fault()): the note is in the
collection and the same query with 5 results has it, but the cut at 3 kept it out of the context the model saw.
Asserted: the note is in the top 5 and not in the top 3; no context line mentions the Castle Kitchen or the refit;
the route sheet's Copper Kettle line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b188_chroma_audax_second_control_place_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Gary - Copper Kettle's shut all june for a refit 😩 gutted, their flapjack. Sue at the Castle Kitchen, top of "
         "the high st, says she'll open at 9 for us on the sun so that's the 2nd control now, same km near enough")
NOTES = [
    ("2043-03-08T20:40", "CLUN VALLEY 200 sun 14th june 🚲 start 8 sharp Wellington cricket club. controls (stop "
                         "for a brew + the stamp at each): 1 Berry's cafe Church Stretton (52km), 2 Copper Kettle "
                         "Bishop's Castle (81km), 3 Clun YHA tea room, 4 Knighton (info control - the clock tower q), "
                         "finish back at the cricket club, 13.5hr limit"),
    ("14/3", "entries - £12, £2 off for members, 46 in so far, cap of 80 cos of the cricket club car park. brevet "
             "cards from Audax UK came today"),
    ("22.3.", "Mike's doing the secret control somewhere on the Long Mynd road, jelly babies + water, don't tell "
              "anyone lol"),
    ("Weds 8 Apr", MOVED),
    ("2043-04-20T21:10", "volunteers - Pat + Jo on the start/finish desk, Dave in the van w the spare wheels + track "
                         "pump, sweeping from Clun"),
    ("Tue 19th may", "route GPX on the website, Ride with GPS link too. roadworks at Craven Arms, temp lights, allow 5 "
                     "mins"),
    ("Sun 7/6", "stamps - each control has a stamp + ink pad in a tupperware, Gary dropping them off sat, ask at the "
                "counter"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wrekin-wheelers-clun-valley-200-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "by": "organiser"}])

question = "where's the 2nd control? want to tell my lot where to stop for a brew + the stamp"
with turn_span("question Thu 11/6"):
    wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
    assert MOVED in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K)
    hits = found["documents"][0]
    context = ["Today is Thu 11 June 2043. You are talking to Lisa, who is riding Wrekin Wheelers' Clun Valley 200 "
               "audax (Sun 14 June) with a few from her club."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("castle kitchen", "refit")), context
    assert any("2 Copper Kettle Bishop's Castle (81km)" in c for c in context), context
    reply = answer(question, context, mock="The Copper Kettle in Bishop's Castle, at 81km - get your card stamped at "
                                           "the counter.")
finish(question, expected="the Castle Kitchen, top of the high st in Bishop's Castle - the Copper Kettle's shut for a "
                          "refit", actual=reply)

"""Batch 233 (held out). A village's summer carnival: chromadb collection of the committee's notes, one root span per
note and one for the question; the helper scopes its query to the procession notes, and the note that moved the
procession's start was filed under the fairground.

App: Mirfield's summer carnival is on Sat 9th July 2050 - floats judged at the Three Ducks, then the procession down
Huddersfield Road, over the bridge and into Ings Grove park, where the fairground, the stalls and the brass band
are. Carol (carnival secretary) files the committee's notes into one chroma collection with metadata ``topic``
(procession, floats, stalls, fairground, money); for a question about the procession the helper asks only the
procession notes (``where={"topic": "procession"}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Carol's first note (2050-05-11T20:00, a procession note)
has the procession setting off from the Three Ducks at 1.30pm. Her note of Weds 8 Jun starts with Hirst's fairground
(so it was filed under fairground) and goes on: the police say the road closure can't start till 2 this year
because of the match at the rugby club, so the procession's off at 2.15 not half 1, judging 1.15ish. Question (Thu
7/7, Kerry, who's putting the Brownies on their float): "what time does the procession go off on sat? the brownies
need to be on the float b4" -> expected 2.15pm (not 1.30, the road can't shut till 2). The procession-scoped query
returns the two procession notes; the assistant says 1.30pm.

Expected verdict: RetrievalError at chroma's query (the procession-scoped query, wrapped in fault()): the fairground
note is in the collection and among the question's 5 nearest with no filter, but the topic filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has 2.15, the rugby match or the police; the first note's 1.30pm start is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b233_chroma_carnival_procession_time_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Weds 8 Jun - Hirst's fairground confirmed 🎠 dodgems, waltzer + the little train, they're on the park from "
         "thurs. NB police say the road closure can't start till 2 this yr (the match at the rugby club) so the "
         "procession's off at 2.15 not half 1, judging 1.15ish. pass it on to ur float ppl")
NOTES = [
    ("procession", "2050-05-11T20:00 CARNIVAL 🎪 sat 9th july. procession sets off from the Three Ducks at 1.30pm, "
                   "down Huddersfield Rd, over the bridge + into Ings Grove park. floats judged in the pub car park "
                   "first"),
    ("floats", "floats so far - Scouts (pirate ship), St Paul's school (under the sea), the rugby club, Brownies, the "
               "care home's vintage bus, Kwik Fit's lorry. £25 entry, best float gets the Ramsden shield"),
    ("stalls", "16th may - stalls: WI cakes, tombola, hook-a-duck, Rotary bottle stall, plants. £10 a pitch, set up "
               "from 10, all on the top field"),
    ("fairground", MOVED),
    ("procession", "route - left at the lights, over the bridge, in at the bottom gate of the park. marshals in hi-vis "
                   "every 100 yds, St John's at the gate, band on the bandstand for when we get in"),
    ("money", "Tue 28th - £2,340 in from pitches + programme ads so far, fireworks fund looking ok 🎆 Sue's doing the "
              "float money"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mirfield-carnival-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (topic, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"topic": topic, "by": "Carol"}])

question = "what time does the procession go off on sat? the brownies need to be on the float b4"
with turn_span("question Thu 7/7"):
    wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
    assert MOVED in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=3, where={"topic": "procession"})
    hits = found["documents"][0]
    context = ["Today is Thu 7 July 2050. You are talking to Kerry, who's getting the Brownies onto their float for "
               "Mirfield carnival (Sat 9 July)."] + hits
    assert MOVED not in hits and not any(w in c.lower() for c in context
                                         for w in ("2.15", "rugby club)", "police", "half 1")), context
    assert any("sets off from the Three Ducks at 1.30pm" in c for c in context), context
    reply = answer(question, context, mock="1.30pm - the procession sets off from the Three Ducks then, so have the "
                                           "Brownies on the float before that.")
finish(question, expected="2.15pm - the road can't be closed till 2 this year (the rugby match), judging 1.15ish",
       actual=reply)

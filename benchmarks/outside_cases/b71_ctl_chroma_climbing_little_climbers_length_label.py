"""Batch 71 (held out), control. A climbing wall's kids' club: chromadb EphemeralClient with memtrace's offline
embedding function, query, script style (each call its own trace).

App: The Boulder Barn's front desk keeps its notes and the club blurbs in one collection; the assistant answers
parents from a query. The autumn leaflet says Saturday's Little Climbers (ages 5-7) runs 9 till 10.30. Since the
main wall opened to the public at 10.30 on Saturdays, Becky finishes the little ones at 10.15, because the staff
need a quarter of an hour to take the kids' ropes down and get the bags out of the way before the public come in.
So the session is an hour and a quarter.

No fault planted. Question (Thu 6/11, a grandparent booking a taster): "how long is the Saturday session for the
little ones?" The model answers an hour and a quarter (9 to 10.15), right per memory. The label says an hour and a
half, from the leaflet. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b71_ctl_chroma_climbing_little_climbers_length_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("leaflet", "LITTLE CLIMBERS (5-7 yrs) - saturdays 9am-10.30am, £8 a go or £42 for 6. helmets + harnesses "
                "provided, just bring trainers + a drink"),
    ("desk", "from sat 18/10 the main wall is open to the public from 10.30 on sats (was 12). Becky's finishing the "
             "little ones at 10.15 so we've got 15 mins to drop the kids' ropes + shift the bags before the doors "
             "open. parents in the foyer by quarter past pls"),
    ("leaflet", "KIDS CLUB (8-12) - tues + thurs 4.15-5.45, termly, £48 for 6 wks"),
    ("desk", "birthday parties sat pm only now, 1-3 or 3.30-5.30, max 12 kids, £165 inc the party room"),
    ("desk", "taster sessions for Little Climbers - any sat, ring the desk, first one's £5"),
    ("desk", "harness rail - XS blue tags are the 5-7s', don't let the big ones take them"),
    ("leaflet", "Parents must stay in the building during all under 8s sessions (cafe's open from 8.45)"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("boulder-barn-desk", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"source": s} for s, _ in DOCS])

question = "how long is the Saturday session for the little ones?"
hits = notes.query(query_texts=["Little Climbers saturday session times little ones finish 10.15 10.30"],
                   n_results=5)["documents"][0]
context = ["Today is Thu 6 November 2031. You are talking to a grandparent booking a taster for a 6-year-old."] + hits
assert any("saturdays 9am-10.30am" in c for c in context), context
assert any("finishing the little ones at 10.15" in c for c in context), context
reply = answer(question, context, mock="An hour and a quarter - 9 till 10.15. Be in the foyer by quarter past to "
                                       "collect.")
finish(question, expected="1.5 hrs (9-10.30)", actual=reply)

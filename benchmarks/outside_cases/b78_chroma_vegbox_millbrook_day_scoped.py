"""Batch 78 (held out). A veg box scheme's delivery rounds: chromadb collection of notes, query filtered by kind,
script style (each call its own trace).

App: Jo runs Green Lane Veg, a small veg box scheme with three delivery rounds. Her notes (rounds, driver messages,
customer bits) sit in one chroma collection with a ``kind`` in the metadata. The app answers customers' questions
from a query; because customers ask about delivery days, the app filters the query to ``kind == "round"``.

Planted fault (RetrievalError, filtered by scope): Dan the driver's message (kind "msg", 30/7) says the Mill Rd
bridge is shut Tues + Weds all of August for resurfacing, so he's doing Millbrook on Thursdays after the Hatton drop
and Jo ok'd it. The app's query is filtered to the rounds sheet, so only "Millbrook - tues, van 2" comes back.
Question (Fri 8/8, a Millbrook customer): "what day's my box coming next week?" -> expected Thursday. The
assistant says Tuesday.

Expected verdict: RetrievalError at chroma.query (the filtered query, wrapped in fault()). Asserted: the unfiltered
query with the same words returns Dan's message; the filtered one leaves it out, and the rounds sheet is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b78_chroma_vegbox_millbrook_day_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DAN = ("Dan 30/7: Jo the Mill Rd bridge is shut tues + weds all of Aug for resurfacing, diversion is via Ashby = "
       "40 min extra. so I'll do Millbrook on thursdays after the Hatton drop, back to normal Sept. u said ok on "
       "the phone, just so its written down")
DOCS = [
    ("round", "Millbrook round - tues, van 2, Dan driving, 23 boxes, leave the barn 8.30. Mrs Ellis (no 14) "
              "leave in the porch"),
    ("round", "Hatton + Oakley round - thurs, van 1, Sam, 31 boxes incl the school kitchen"),
    ("msg", "Sam: van 1 tyre's got a slow puncture, got it done at Kwik Fit 5/8, £68, receipt on the board"),
    ("round", "town round - fri, both vans, 40ish boxes, cash customers on the laminated sheet"),
    ("customer", "Mrs Ellis Millbrook - no beetroot ever, swap for extra carrots. pays monthly by SO"),
    ("msg", DAN),
    ("customer", "new customer 1/8 the Taylors, Millbrook, small box fortnightly, start w/c 11/8"),
    ("round", "bank hols - no change to days unless it's a monday, then the Mon lot go tues"),
    ("msg", "Jo to all: box prices up 50p from Sept, small £14.50, med £18.50, large £24"),
    ("customer", "Oakley school - 3 large boxes thurs for the kitchen, invoice the bursar half termly"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("green-lane-veg", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "what day's my box coming next week? (Mrs Ellis, Millbrook)"
words = "Millbrook delivery day round tues thurs"  # the app's search words
wide = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert DAN in wide, wide
assert DAN in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=4, where={"kind": "round"})["documents"][0]
context = ["Today is Fri 8 August 2031. You are talking to Mrs Ellis, 14 Millbrook Lane."] + hits
assert not any(DAN in c or "bridge" in c or "resurfacing" in c for c in context), context
assert any("Millbrook round - tues" in c for c in context), context
reply = answer(question, context, mock="Tuesday as usual - Dan's on the Millbrook round, so it'll be in your porch "
                                       "by late morning.")
finish(question, expected="Thurs - the bridge on Mill Rd is shut so Dan does them after Hatton", actual=reply)

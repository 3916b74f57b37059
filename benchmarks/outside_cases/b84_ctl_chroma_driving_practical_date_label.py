"""Batch 84 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of pupil notes, script
style (each call its own trace).

App: Kev Mault keeps his pupil notes in a chroma collection with a ``pupil`` field; the app answers pupils and
parents from a query on that pupil's notes.

Memory: Jade Pike's theory test was Thu 12/2 at the Oxford centre (she was nervous about the hazard clips); she
passed it, 48/50, and Kev booked her practical for Tue 25 May, 8.40, at Cowley, the earliest he could get; she
wants an extra lesson the Friday before. Question (Mon 17/5, Jade's dad): "what date is Jade's driving test?" The
assistant says Tuesday 25 May at 8.40. The label gives 12 February, the day of her theory test.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b84_ctl_chroma_driving_practical_date_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("jade", "Jade Pike - theory's thurs 12/2, oxford centre (Cowley Rd), she's nervous abt the hazard clips, did "
             "2 x 1hr on them"),
    ("ollie", "ollie B - block of 5 paid, tues 6pm from now on"),
    ("jade", "Jade passed her theory!! 48/50 + 61 on hazard. booked practical tue 25 May 8.40 at Cowley, earliest "
             "I could get. her dad's paying"),
    ("amara", "Amara sat mornings 8.30, cautious but coming on"),
    ("jade", "jade 30.4 - bay park sorted, meets + passing places on the lanes still wobbly"),
    ("jade", "Jade wants an extra lesson fri 21/5, 10am, then use my car on the day obvs"),
    ("ollie", "Ollie passed, 2 minors"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mault-pupils", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"p{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"pupil": p} for p, _ in DOCS])

question = "what date is Jade's driving test?"
hits = notes.query(query_texts=["Jade test date booked when practical"], n_results=4,
                   where={"pupil": "jade"})["documents"][0]
context = ["Today is Mon 17 May 2032. You are talking to Jade Pike's dad."] + hits
assert any("theory's thurs 12/2" in c for c in context), context
assert any("booked practical tue 25 May 8.40" in c for c in context), context
reply = answer(question, context, mock="Tuesday 25 May, 8.40 at Cowley - with an extra lesson on Friday 21st at 10.")
finish(question, expected="Thursday 12th Feb", actual=reply)

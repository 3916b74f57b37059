"""Batch 92 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, query, script style.

App: Redbourn Hawks HC's junior section keeps pitch bookings, coaches' notes and kit notes in one chroma
collection; the parents' helper answers from a query.

Memory: the U14s have the club astro booked Tuesdays 6-7.30 for the season; Kev (U14 coach) notes that the
ladies' 2nds never get off before half six because their coach can't get there till quarter past five, so he's
told the kids to come for 6.30 and they use the hour that's left, no point standing about. Question (Tue 9/9, a
parent): "how long's u14 training tonight? trying to work out tea" The assistant says an hour, 6.30 to 7.30. The
label says an hour and a half, 6 to 7.30.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b92_ctl_chroma_hockey_training_length_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("booking", "2036/37 season - TUES club astro: u12 girls 5-6, U14s 6-7.30, ladies 2nds 5.15-6 (theirs to sort). "
                "£78 an hour, invoiced monthly to Kath"),
    ("note", "Kev: ladies 2nds never get off before half 6, their coach can't get there till quarter past 5. told "
             "my lot to come for 6.30 and we'll use the hour that's left, no point them standing about in the cold"),
    ("kit", "u14 - new goalie kit arrived, Alfie's got it, sign the sheet in the kit cupboard"),
    ("note", "thurs u14 S&C in the school gym 7-8, optional, Dom runs it"),
    ("booking", "sat am club astro: u10s 9-10, u12 10-11.30, u14 match slot 11.45"),
    ("note", "parents pls don't park on the grass verge by the gate, the groundsman's complained"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hawks-juniors-2036", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"h{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "how long's u14 training tonight? trying to work out tea"
hits = notes.query(query_texts=["u14 training tuesday how long times astro"], n_results=6)["documents"][0]
context = ["Today is Tue 9 September 2036. You are talking to the parent of an U14 player."] + hits
assert any("U14s 6-7.30" in c for c in context), context
assert any("come for 6.30" in c for c in context), context
reply = answer(question, context, mock="About an hour - Kev has them from 6.30, once the ladies' 2nds are off, "
                                       "till 7.30.")
finish(question, expected="an hour and a half - 6 till 7.30", actual=reply)

"""Batch 23 (held out), control. A farm shop's veg-box notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Bev at Hollow Lane Farm Shop keeps the veg-box notes (rounds, customers, the van) in a collection; the shop
assistant answers from a query. The Fenwick Road boxes normally go out on Thursdays. On Mon 30/3 Bev notes: "Van's
MOT is the Thurs after Easter, first slot Kwik Fit had. Fenwick Rd lot will get theirs the morning after, texted
them all, nobody minds". Easter Sunday is 5/4, so the Thursday after is 9/4 and the drop is Fri 10/4.

No fault planted. Question (Wed 1/4): "What date are the Fenwick Road boxes going out next week? dd/mm for the
chalkboard" The model answers 10/04 (Friday), right per memory. The label says 09/04, the usual Thursday.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b23_ctl_chroma_vegbox_fenwick_easter_drop_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "Rounds: Tues = town + Mill Court (Steve), Thurs = Fenwick Rd + the new estate (Steve), Fri = villages (me)",
    "Fenwick Rd now 11 boxes, 2 new sign-ups from the school gate flyer",
    "Easter: shop closed Good Fri 3/4 + Easter Mon 6/4, boxes as normal otherwise. Hot cross buns from Crust Thurs",
    "Van's MOT is the Thurs after Easter, first slot Kwik Fit had. Fenwick Rd lot will get theirs the morning after, "
    "texted them all, nobody minds",
    "Kaurs on hols 20-27/3, skip both weeks",
    "Steve off w/c 13/4, I'll do Tues + Thurs that week",
    "Fenwick Rd no. 22 - leave by the bins, not the step, the cat sprays the step",
    "Easter boxes: mini egg in the kids' ones, 12 kids on the books",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollow-lane-rounds", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "What date are the Fenwick Road boxes going out next week? dd/mm for the chalkboard"
hits = notes.query(query_texts=[question], n_results=len(NOTES))
context = ["Today is Wed 1/4/26."] + hits["documents"][0]
assert any("Thurs = Fenwick Rd" in c for c in context), context
assert any("Fenwick Rd lot will get theirs the morning after" in c for c in context), context
reply = answer(question, context, mock="10/04 - the van's in for its MOT on Thursday the 9th, so the Fenwick Road "
                                       "boxes go out on the Friday morning.")
finish(question, expected="09/04, the Thursday as usual", actual=reply)

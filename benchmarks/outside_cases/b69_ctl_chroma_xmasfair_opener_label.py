"""Batch 69 (held out), control. A church's Christmas fair: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: St Michael's Christmas Fair committee keep their notes in one collection (metadata ``{"who", "date"}``); the
assistant answers from a search. The committee wrote to the Mayor's office asking her to open the fair, and the
office said she'd love to; later the office rang back: she has a civic lunch in Worcester that day, so her deputy,
Cllr Patel, is coming in the chain at 10 to do it.

No fault planted. Question (Thu 29/11, the vicar, writing the welcome): "who's opening the fair on saturday?" The model
answers the deputy mayor, Cllr Patel, right per memory. The label says the Mayor. Expected verdict: AnnotationError
(the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b69_ctl_chroma_xmasfair_opener_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("Bev", "2029-10-09", "wrote to the Mayor's office re opening the fair 10am sat 1/12, fingers crossed"),
    ("Bev", "2029-10-23", "Mayor's PA emailed - she'd love to open it!! photo for the Shuttle too"),
    ("Alan", "2029-11-02", "bank float sorted, £150 coins, collecting fri 30th"),
    ("Bev", "2029-11-14", "Mayor's office rang - she's got a civic lunch in Worcester that day + can't be in 2 places. "
                          "her deputy Cllr Patel will come + do it, in the chain, 10am. v nice about it"),
    ("Rev Jo", "2029-11-18", "grotto in the vestry, Colin's Santa. 2 elves needed, ask the youth group"),
    ("Bev", "2029-11-20", "Shuttle photographer booked for 10, they want the opening + Santa arriving"),
    ("Derek", "2029-11-25", "float for the parade is the coal lorry again, decorating thurs night in the yard"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("st-michaels-fair", embedding_function=offline.chroma_embedding_function())
log.add(ids=[f"f{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
        metadatas=[{"who": w, "date": day} for w, day, _ in DOCS])

question = "who's opening the fair on saturday?"
hits = log.query(query_texts=["who is opening the fair Mayor deputy Cllr 10am"], n_results=6)["documents"][0]
context = ["Today is Thu 29 November 2029. You are talking to Rev Jo, who is writing the welcome."] + hits
assert any("she'd love to open it" in c for c in context), context
assert any("her deputy Cllr Patel will come" in c for c in context), context
reply = answer(question, context, mock="The deputy mayor, Cllr Patel - the Mayor's at a civic lunch in Worcester, so "
                                       "he's coming in the chain at 10 to open it.")
finish(question, expected="the Mayor", actual=reply)

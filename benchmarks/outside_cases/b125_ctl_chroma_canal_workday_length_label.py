"""Batch 125 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, query, one root span per
post and one for the question.

App: the Calder & Hebble Boat Society's work party posts (Mick, who leads them, and the volunteers) go into a chroma
collection; the helper answers volunteers from a query of it.

Memory: Mick, 14/3: work party Sat 18th April, lock 4 at Elland, 9-4 as usual, Lyn's doing tea + butties, gloves +
wellies; 22.3.: CRT want the offside paddle gear greased and the vegetation cut back to the bollards; Mick, Weds 15
Apr: CRT are running the pound down for a survey at 1 on the Saturday so we've all got to be off the lockside by then
- still starting 9, Lyn'll do butties for after at the Barge + Barrel. Question (Fri 17/4, Pete): "how long's the
work party tmrw? told the wife i'd be back for her mum's" The assistant says four hours, 9 till 1 (off the lockside
by 1 for CRT's survey). The label says "7 hours, 9-4" - in memory, the usual hours.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b125_ctl_chroma_canal_workday_length_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402
from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POSTS = [
    ("Mick", "14/3 work party sat 18th april, lock 4 at Elland, 9-4 as usual. Lyn's doing tea + butties. gloves + "
             "wellies, hi-vis if you've got it"),
    ("Mick", "22.3. CRT want the offside paddle gear greased on lock 4 + the vegetation cut back to the bollards. "
             "bring loppers"),
    ("Ken", "can bring the strimmer sat, need someone to help get it out the van"),
    ("Mick", "Weds 15 Apr - CRT are running the pound down for a survey at 1 sat so we've all got to be off the "
             "lockside by then. still starting 9. Lyn'll do butties for after at the Barge + Barrel"),
    ("Lyn", "AGM Weds 20 May 7.30ish, Barge + Barrel. subs staying £45"),
]

client = chromadb.EphemeralClient()
posts = client.get_or_create_collection("chbs-workparty", embedding_function=offline.chroma_embedding_function())
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        posts.add(ids=[f"p{i:02d}"], documents=[text], metadatas=[{"from": who}])

question = "how long's the work party tmrw? told the wife i'd be back for her mum's"
with turn_span("question Fri 17/4"):
    hits = posts.query(query_texts=["work party saturday lock 4 start finish 9 off the lockside by"],
                       n_results=4)["documents"][0]
    context = ["Today is Fri 17 April 2037. You are talking to Pete, a Calder & Hebble Boat Society volunteer."] + hits
    assert any("lock 4 at Elland, 9-4 as usual" in c for c in context), context
    assert any("off the lockside by then. still starting 9" in c for c in context), context
    reply = answer(question, context, mock="About four hours - 9 till 1. CRT are running the pound down at 1 so "
                                           "everyone's off the lockside by then, then butties at the Barge + Barrel.")
finish(question, expected="7 hours, 9-4", actual=reply)

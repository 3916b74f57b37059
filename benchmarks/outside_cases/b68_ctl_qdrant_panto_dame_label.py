"""Batch 68 (held out), control. An amateur dramatics panto's casting notes: qdrant-client ``:memory:`` with
memtrace's offline embeddings, script style (each call its own trace).

App: the Hardwicke Players' secretary keeps casting and rehearsal notes for "Jack and the Beanstalk" as qdrant points
(payload ``{"date", "text"}``) and asks the assistant from a search. Keith has played the Dame every year since 2015,
but his knee operation is on 2 December and he can't do the stairs or the kick line, so he is directing the
chorus and Ravi is the Dame.

No fault planted. Question (a new chorus member, Thu 5/12): "who's playing the Dame this year?" The model answers
Ravi, right per memory. The label says Keith, the usual Dame. Expected verdict: AnnotationError (the label is wrong);
no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b68_ctl_qdrant_panto_dame_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("2029-09-04", "panto read-through tues 3/9 at Carol's. Jack and the Beanstalk (again, it's been 6 yrs). 22 came"),
    ("12 Sept", "casting: Jack - Lily, Jill - Amira, Fleshcreep - Tom, Daisy the cow - Pete (front) + Graham (back)"),
    ("2029-09-19", "Dame Trott - Keith's done the Dame every yr since 2015 + he's desperate to, but his knee op's "
                   "booked 2 Dec + he can't do the stairs or the kick line. he's going to help Carol w the chorus. "
                   "Ravi's our Dame, he was brilliant as the Ugly Sister in 24"),
    ("30/9", "rehearsals tues + thurs 7.30, village hall, sun afternoons from Nov"),
    ("Oct 15", "Ravi needs 3 frocks min - the cake one, the washing line one + the finale. Marion on it"),
    ("2029-11-02", "Keith's knee op confirmed 2/12 at Cheltenham General. sending a card from everyone"),
    ("8.11", "Fleshcreep's cape from the Stroud Players, borrow it again, return by 31 Jan"),
]

client = QdrantClient(":memory:")
client.create_collection("hardwicke-casting",
                         vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("hardwicke-casting", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"date": d, "text": text})
    for i, (d, text) in enumerate(POINTS, 1)])

question = "who's playing the Dame this year?"
vector = offline.embed(["who is playing Dame Trott this year panto casting Keith Ravi"])[0]  # the app's search words
hits = client.query_points("hardwicke-casting", query=vector, limit=6).points
context = ["Today is Thu 5 December 2029. You are talking to Nia, who has just joined the chorus."] + \
          [f"{h.payload['date']}: {h.payload['text']}" for h in hits]
assert any("Ravi's our Dame" in c and "Keith's done the Dame" in c for c in context), context
reply = answer(question, context, mock="Ravi - Keith's played her for years but he's just had his knee done, so he's "
                                       "helping Carol with the chorus this time.")
finish(question, expected="Keith - he's always the Dame", actual=reply)

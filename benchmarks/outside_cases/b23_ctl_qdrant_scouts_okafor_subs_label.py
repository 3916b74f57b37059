"""Batch 23 (held out), control. A scout troop treasurer's notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, a filtered query, script style (each call its own trace).

App: the treasurer of 1st Ashby Scouts keeps notes as points with payload ``{"topic", "text"}``; the leaders'
assistant answers money questions from a query filtered to ``topic == "subs"``. On 9/2 the owing list has the
Okafors down for Tobi's spring subs (45). Then: "Mrs Okafor caught me at the jumble sale Sat, envelope w 45 cash
for Tobi, in the tin, receipt book no. 112".

No fault planted. Question (Thu 26/3): "Have the Okafors paid Tobi's spring subs?" The model answers yes, 45 in
cash at the jumble sale, right per memory. The label says no, 45 still owing, as the February list had it. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b23_ctl_qdrant_scouts_okafor_subs_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("subs", "Spring subs 45 a head, due 31/1. OSM reminders sent 20/1. Siblings 40 for the 2nd"),
    ("kit", "Trangia burners x2 from Go Outdoors, 36, receipt in the blue folder"),
    ("subs", "Still owing spring subs (9/2): Okafor (Tobi), Reid (Max), Chen (Lily + Sam, 85 sibling rate). "
             "Skip to have a word at pick-up"),
    ("subs", "Reid paid by bank 12/2, ref MAXREID"),
    ("events", "Jumble sale Sat 28/2 in the hall, made 312 on the day, cake stall 96 of it"),
    ("subs", "Mrs Okafor caught me at the jumble sale Sat, envelope w 45 cash for Tobi, in the tin, receipt book "
             "no. 112"),
    ("subs", "Chens - paying 85 in 2 halves, 1st half 42.50 in 16/3, rest after Easter"),
    ("camp", "Broadstone deposits 20 a head by 8/5, letters out after Easter"),
    ("subs", "Banked the tin 2/3: 45 subs + 18 badge money + 4.50 lost property = 67.50"),
]

client = QdrantClient(":memory:")
client.create_collection("ashby-treasurer", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("ashby-treasurer", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                            payload={"topic": topic, "text": text})
                                         for i, (topic, text) in enumerate(NOTES, 1)])

question = "Have the Okafors paid Tobi's spring subs?"
subs = models.Filter(must=[models.FieldCondition(key="topic", match=models.MatchValue(value="subs"))])
hits = client.query_points("ashby-treasurer", query=offline.embed([question])[0], query_filter=subs, limit=10).points
context = ["Today is Thu 26/3/26."] + [h.payload["text"] for h in hits]
assert any("Still owing spring subs (9/2): Okafor (Tobi)" in c for c in context), context
assert any("envelope w 45 cash for Tobi" in c for c in context), context
reply = answer(question, context, mock="Yes - Mrs Okafor gave you 45 in cash for Tobi at the jumble sale (receipt "
                                       "no. 112), and it was banked with the tin on 2 March.")
finish(question, expected="No - Tobi's 45 for spring is still outstanding", actual=reply)

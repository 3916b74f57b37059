"""Batch 96 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style.

App: the Hitchin & Letchworth guide dog puppy-walking group keeps its supervisor's updates in a qdrant collection;
the walkers' helper answers from a plain similarity query.

Memory: Juno (Sarah's pup) cut her pad on glass at the rec on 5/3 and was on no rough ground for a week; on 13/3 the
pad had healed and she was back on normal walks; on 19/3 Claire wrote that Juno came into season yesterday, so
she'll be kept away from group walks and the other pups for about three weeks. Saturday's town walk (22/3) meets
10am by the Market Place clock. Question (Fri 21/3, Tom, a new walker): "why isn't juno coming on the town walk
tomorrow?" The assistant says she's in season, so she's kept away from the other pups for a few weeks. The label
says she cut her paw on some glass.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b96_ctl_qdrant_puppy_juno_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    "5/3 Juno (Sarah's) cut her pad on glass at the rec, vet glued it, no rough ground for a wk pls",
    "Bramble's vet check thurs 13th went fine, 9.2kg, worming done",
    "13.3 Juno's pad all healed, back on normal walks from today, well done Sarah for keeping her quiet!",
    "19/3 Juno came into season yesterday - she'll be kept away from group walks + the other pups for about 3 "
    "wks, sorry Sarah, it's just how it is",
    "town walk sat 22/3 - meet 10am by the Market Place clock, we'll do the bus station + the market stalls",
    "Ollie (Dev's) on the town walk for the 1st time, bring lots of treats",
]

client = QdrantClient(":memory:")
client.create_collection("hitchin-puppies", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("hitchin-puppies", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(POINTS, 1)])

question = "why isn't juno coming on the town walk tomorrow?"
vector = offline.embed(["Juno town walk why not coming group walks"])[0]
hits = [p.payload["text"] for p in client.query_points("hitchin-puppies", query=vector, limit=6).points]
context = ["Today is Fri 21 March 2036. You are talking to Tom, a new puppy walker."] + hits
assert any("cut her pad on glass" in c for c in context), context
assert any("came into season yesterday" in c for c in context), context
assert any("pad all healed" in c for c in context), context
reply = answer(question, context, mock="She's in season, so she's kept away from group walks and the other pups "
                                       "for about three weeks - her pad's healed fine.")
finish(question, expected="she cut her paw on some glass", actual=reply)

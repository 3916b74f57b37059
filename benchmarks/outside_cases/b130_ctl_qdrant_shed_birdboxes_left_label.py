"""Batch 130 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Wexley Men's Shed keeps its project notes, the rota and the tool notes in one qdrant collection; the helper
answers the members from a search of it.

Memory: 14/3 bird boxes for Oakfield primary - 30 ordered (one per class plus spares), 18 done, 12 to go, Keith's
cutting the roofs, £8 each; Tue 24th the bandsaw blade snapped, still 18 done, new blade 3-5 days; Weds 25/3 Mrs
Patel from Oakfield rang - the grant only stretches to 24 now so that's all they can have, she's ever so sorry,
still £8 each; Ted's go-kart wants brakes. Question (Thu 26/3, Keith): "how many more bird boxes have we got to make
for oakfield? want to know how many roofs to cut" The assistant says 6 (24 wanted now, 18 made). The label says 12 -
in memory, the number to go before the school cut the order.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b130_ctl_qdrant_shed_birdboxes_left_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("project", "14/3 bird boxes for Oakfield primary - 30 ordered (1 per class + spares), 18 done, 12 to go. Keith's "
                "cutting the roofs, £8 each into the shed fund"),
    ("rota", "ROTA - tues 1.30-4.30pm, weds 9.30-12.30. tea money 50p a go in the jar"),
    ("tool", "Tue 24th bandsaw blade snapped :( still 18 bird boxes done, new blade from Axminster 3-5 days"),
    ("project", "Weds 25/3 Mrs Patel from Oakfield rang - the grant only stretches to 24 now so that's all they can "
                "have, she's ever so sorry. still £8 each, collecting after easter"),
    ("project", "Ted's grandson's go-kart - wheels came, brakes next, weds mornings"),
    ("tool", "lathe - new chuck key on the hook, DON'T leave it in the chuck"),
]

client = QdrantClient(":memory:")
client.create_collection("wexley-shed", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("wexley-shed", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "how many more bird boxes have we got to make for oakfield? want to know how many roofs to cut"
vector = offline.embed(["bird boxes Oakfield how many done to go ordered"])[0]
hits = [p.payload["text"] for p in client.query_points("wexley-shed", query=vector, limit=4).points]
context = ["Today is Thu 26 March 2037. You are talking to Keith, a member of Wexley Men's Shed."] + hits
assert any("18 done, 12 to go" in c for c in context), context
assert any("only stretches to 24 now" in c for c in context), context
assert any("still 18 bird boxes done" in c for c in context), context
reply = answer(question, context, mock="6 more - Oakfield can only have 24 now, and we've done 18.")
finish(question, expected="12", actual=reply)

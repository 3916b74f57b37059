"""Batch 56 (held out), control. An allotment society's seedling swap notes: qdrant-client ``:memory:`` with
memtrace's offline embeddings, script style (each call its own trace), 9 points.

App: Hollins Lane Allotment Society follow the spring seed swap with a seedling swap in May. The committee keep notes
as points with payload ``{"kind", "text"}``; the assistant answers plot holders from a query. The first notice told
people to bring their own pots for taking seedlings home. A week later Jean got 200 used pots from the garden centre
and stacked them in the trading hut for anyone to take, so people needn't bring any.

No fault planted. Question (Thu 7/5, a plot holder): "do I need to bring my own pots to the seedling swap on
saturday?" The model answers no, Jean's pots are in the hut, right per memory. The label says yes, bring your own,
as the first notice said. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b56_ctl_qdrant_allotment_pots_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("notice", "SEEDLING SWAP sat 9th May 10am-12 at the trading hut. tomatoes, squash, brassicas, flowers - bring "
               "your own pots/trays to take stuff home in, + any spare plants labelled pls"),
    ("hut", "hut - compost delivery 2/5, 40 bags, £3 each, Gordon's got the float"),
    ("committee", "Bev: teas at the swap, Dilys doing scones, 50p a cup"),
    ("notice", "Jean's only gone + got about 200 used pots off Notcutts for free, 9cm + 1 litre ones, they're "
               "stacked by the hut door for anyone to take home seedlings in on the 9th - leave your own at home "
               "they're taking up half the hut"),
    ("plot", "plot 17 let to Mrs Ahmed from 1/5, Alan's showing her round sat"),
    ("committee", "slugs - no pellets near the pond plots, the frogs (Bev)"),
    ("hut", "hut key safe 2290, Sunday openings 10-12 till October"),
    ("plot", "Alan plot 22 - spare Cherokee bean seedlings for the swap, about 30"),
    ("notice", "water troughs on since 1/4, still NO hosepipes"),
]

client = QdrantClient(":memory:")
client.create_collection("hollins-lane-may", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("hollins-lane-may", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "do I need to bring my own pots to the seedling swap on saturday?"
vector = offline.embed(["seedling swap pots bring your own take home trays"])[0]
hits = client.query_points("hollins-lane-may", query=vector, limit=6).points
context = ["Today is Thu 7 May 2026."] + [h.payload["text"] for h in hits]
assert any("bring your own pots/trays" in c for c in context), context
assert any("200 used pots off Notcutts" in c for c in context), context
reply = answer(question, context, mock="No - Jean's got about 200 free pots stacked by the hut door for taking "
                                       "seedlings home. Bring labelled spare plants if you have any.")
finish(question, expected="yes, bring your own pots or trays", actual=reply)

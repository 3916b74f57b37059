"""Batch 82 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style.

App: Long Furrow market garden keeps its customers' notes (standing orders, chefs' messages, invoices) in one qdrant
collection; Ollie, who drives the van, asks the app.

Memory: the Saltbox's standing note says Thursdays, kitchen door down the side, before 10. Marco, the Saltbox's
chef, later says Thursday is their market brunch, the kitchen's flat out from half 8, so on Thursdays be there by 8
at the latest (he's in from half 7); any other day before 10 is fine. The assistant says by 8. The label gives
before 10.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b82_ctl_qdrant_garden_delivery_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    "STANDING - Saltbox thursdays: 6 x 500g salad bags + 2 punnets edible flowers, kitchen door down the side, "
    "before 10",
    "Swan fridays by 11 thru the back gate, ring the bell if nobody's about",
    "Marco @ Saltbox: thurs is our market brunch, kitchen's flat out from half 8 so thursdays can you be here by 8 "
    "latest? I'm in from half 7. any other day before 10 is fine",
    "Olive Tree tues + fri, Priti says leave it in the walk-in if the back door's open",
    "Saltbox May invoice £312.40, paid 15/6",
    "van: fuel card in the glovebox, pin is on the office board",
    "Saltbox salad bags - no rocket this month (someone in the kitchen can't have it)",
    "route thurs: Saltbox first, then the farm shop at Bourton, back for picking by 11",
]

client = QdrantClient(":memory:")
client.create_collection("long-furrow-customers", vectors_config=models.VectorParams(
    size=256, distance=models.Distance.COSINE))
client.upsert("long-furrow-customers", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(POINTS, 1)])

question = "what time do I need to be at the Saltbox tomorrow?"
vector = offline.embed(["Saltbox thursday delivery time be there by kitchen door"])[0]  # the app's search words
hits = client.query_points("long-furrow-customers", query=vector, limit=5).points
context = ["Today is Wed 18 June 2031. You are talking to Ollie, who does the deliveries."] + \
          [h.payload["text"] for h in hits]
assert any("kitchen door down the side, before 10" in c for c in context), context
assert any("thursdays can you be here by 8" in c for c in context), context
reply = answer(question, context, mock="By 8 at the latest - Thursday's their market brunch and Marco's in from "
                                       "half 7. Kitchen door down the side.")
finish(question, expected="before 10", actual=reply)

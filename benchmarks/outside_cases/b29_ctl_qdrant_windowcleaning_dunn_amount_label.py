"""Batch 29 (held out), control. A window cleaner's customer notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, a filtered query (``customer``), script style (each call its own trace).

App: Dean Marsh's round notes are points with payload ``{"customer", "day", "text"}``; the app filters on the
customer the question names. Mrs Dunn at 7 Mill Lane has had the fronts, backs and conservatory roof done for
GBP 24, cash under the mat. In April her grandson bought a water-fed pole and does the back and the conservatory
himself, so she wants only the fronts from Dean, and leaves a tenner.

No fault planted. Question (Tue 20/5): "how much should be under Mrs Dunn's mat tmrw?" The model answers GBP 10,
right per memory. The label says GBP 24 cash for fronts, backs and the conservatory, the old price. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b29_ctl_qdrant_windowcleaning_dunn_amount_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("dunn", 20250205, "Dunn, 7 Mill Ln Histon - f+b + conserv roof £24, Weds, cash under the mat. Lovely lady, "
                       "widow, 80s"),
    ("baker", 20250312, "Bakers, 31 Station Rd - f+b £20, Weds from 12/3"),
    ("dunn", 20250318, "Mrs Dunn text - grandson's home from uni Easter, he'll let me in the back"),
    ("dunn", 20250326, "Mrs D paid £24, left a Twix too"),
    ("dunn", 20250416, "Mrs Dunn - grandson Callum's bought one of them water-fed poles off Amazon, he's doing her "
                       "back + the conservatory himself, bless him. Just the fronts for me, she'll leave a tenner"),
    ("fletcher", 20250402, "Fletchers £26 all in from next time (conservatory)"),
    ("dunn", 20250423, "Mrs D - only fronts done, £10 under the mat as promised. Callum's made a bit of a mess of the "
                       "conservatory roof lol, not my problem"),
    ("baker", 20250507, "Bakers paid by bank £20"),
    ("dunn", 20250514, "Mill Ln - Mrs Dunn's side gate code 1950 (her wedding year she says)"),
]

client = QdrantClient(":memory:")
client.create_collection("dean-customers", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("dean-customers", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"customer": cust, "day": day, "text": text})
    for i, (cust, day, text) in enumerate(NOTES, 1)])

question = "how much should be under Mrs Dunn's mat tmrw?"
hits = client.query_points("dean-customers", query=offline.embed([question])[0], limit=6,
                           query_filter=models.Filter(must=[models.FieldCondition(
                               key="customer", match=models.MatchValue(value="dunn"))])).points
context = ["Today is Tue 20/5/25 (tomorrow is the Weds round)."] + [h.payload["text"] for h in hits]
assert any("conserv roof £24, Weds, cash under the mat" in c for c in context), context
assert any("Just the fronts for me, she'll leave a tenner" in c for c in context), context
reply = answer(question, context, mock="£10 - it's just the fronts for you now her grandson Callum does the back and "
                                       "the conservatory with his pole.")
finish(question, expected="£24 cash - fronts, backs and the conservatory roof", actual=reply)

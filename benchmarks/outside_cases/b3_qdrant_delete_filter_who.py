"""qdrant-client (in-process `:memory:`), an HR policy bot over a `policies` collection. Policies were imported from
the 2024 wiki export, then the 2025 export re-imported the pages that changed.

Fault: the cleanup job assumes the 2025 export is complete and deletes by filter every point with
`source == "wiki-2024"` (`client.delete(points_selector=FilterSelector(...))`). The sign-off rule for large expense
reports did not change in 2025, so its only copy is the 2024 point: it goes with the stale ones. Asked "Who signs off
on expense reports above 5,000 euros?", the bot only sees the line-manager rule (up to EUR 5,000) and answers "your
line manager".

Expected: DeletionError at `qdrant.delete`: the policy was stored and unchanged until this delete removed it; the
search and the answer were right for what was left. Question kind: "who", answered by a name.
"""
import common

common.setup("b3_qdrant_delete_filter_who", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = QdrantClient(":memory:")
client.create_collection("policies", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
DOCS = [
    (1, "wiki-2024", "Expense reports up to EUR 5,000 are approved by the employee's line manager."),
    (2, "wiki-2024", "Expense reports above EUR 5,000 must be signed off by Ingrid Halvorsen, the CFO."),
    (3, "wiki-2024", "Travel must be booked through TravelCo at least 14 days ahead."),
    (4, "wiki-2025", "Travel must be booked through TravelCo at least 21 days ahead."),
    (5, "wiki-2025", "Expense reports up to EUR 5,000 are approved by the employee's line manager within 5 days."),
]
client.upsert("policies", points=[models.PointStruct(id=i, vector=offline.embed([t])[0],
                                                     payload={"text": t, "source": s}) for i, s, t in DOCS])

with common.fault():  # cleanup: drop the 2024 import, "the 2025 export replaces it"
    client.delete("policies", points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="source", match=models.MatchValue(value="wiki-2024"))])))

Q = "Who signs off on expense reports above 5,000 euros?"
hits = client.query_points("policies", query=offline.embed([Q])[0], limit=3).points
ctx = [h.payload["text"] for h in hits]
assert not any("Halvorsen" in c for c in ctx), ctx
ans = common.answer(Q, ctx, mock="Your line manager signs off on expense reports.")
common.finish(Q, "Ingrid Halvorsen", ans)

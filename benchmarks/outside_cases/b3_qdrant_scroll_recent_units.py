"""qdrant-client (in-process `:memory:`), a home-renovation notes app: every note is a point with a `ts` (epoch
seconds) payload; the assistant answers from the "recent notes" view, `client.scroll(scroll_filter=...)` with a
range on `ts`, newest first.

Fault: the recent-notes filter keeps only the last 7 days (`ts >= now - 7 days`); the loft measurement was noted
10 days ago ("Loft ceiling: 2.4 m at the highest point"). Asked "How high is the loft ceiling, in feet?", the model
sees only this week's notes and answers from the plasterer's quote (the 2.1 m door frame height), "about 6.9 ft".

Expected: RetrievalError at `qdrant.scroll` (its filter kept the point out): the note was stored and unchanged; the
scroll's range filter excluded it. Answer kind: a number with a unit converted (2.4 m is about 7.9 ft).
"""
import time

import common

common.setup("b3_qdrant_scroll_recent_units", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DAY = 86400
now = time.time()
client = QdrantClient(":memory:")
client.create_collection("reno", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
NOTES = [
    (1, 12, "Electrician confirmed the loft needs two new sockets."),
    (2, 10, "Loft ceiling: 2.4 m at the highest point, 1.1 m at the eaves."),
    (3, 3, "Plasterer's quote: 1,850 EUR for the loft, door frame to be raised to 2.1 m."),
    (4, 1, "Ordered the skylight, delivery in two weeks."),
]
client.upsert("reno", points=[models.PointStruct(id=i, vector=offline.embed([t])[0],
                                                 payload={"text": t, "ts": now - d * DAY}) for i, d, t in NOTES])

Q = "How high is the loft ceiling, in feet?"
with common.fault():
    points, _ = client.scroll("reno", scroll_filter=models.Filter(must=[
        models.FieldCondition(key="ts", range=models.Range(gte=now - 7 * DAY))]), limit=20, with_payload=True)
ctx = [p.payload["text"] for p in sorted(points, key=lambda p: -p.payload["ts"])]
assert not any("2.4 m" in c for c in ctx), ctx
ans = common.answer(Q, ctx, mock="About 6.9 ft (2.1 m).")
common.finish(Q, "about 7.9 ft", ans)

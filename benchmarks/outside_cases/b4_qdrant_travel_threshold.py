"""b4_qdrant_travel_threshold -- a trip-planning assistant on qdrant with a relevance cut-off, script style.

App: travel notes are points with a bag-of-words vector; retrieval is `query_points(..., limit=4,
score_threshold=THRESHOLD)` so that "weak" matches do not clutter the prompt.

Fault: the threshold is set too high for the app's sparse vectors: for "What do I need to show at Hanoi airport
when I land?" the note "Vietnam e-visa approved on 12 November, number EV-88217; print it for arrival" scores under
the cut-off and is dropped, while two unrelated Hanoi notes pass. The store holds the note at answer time.

Expected: RetrievalError @ qdrant.query_points (the query wrapped in common.fault(); subtype maybe
`ranked_below_top_k` or `filtered_by_scope`, either is a retrieval miss).
"""
import common

common.setup("b4_qdrant_travel_threshold", ["qdrant", "litellm"])

import hashlib  # noqa: E402

from qdrant_client import QdrantClient, models  # noqa: E402


def embed(text: str, dims: int = 128) -> list[float]:
    v = [0.0] * dims
    for w in text.lower().replace(",", " ").replace(".", " ").replace("?", " ").replace(";", " ").split():
        v[int(hashlib.md5(w.encode()).hexdigest(), 16) % dims] += 1.0
    n = sum(x * x for x in v) ** 0.5 or 1.0
    return [x / n for x in v]


THRESHOLD = 0.30
client = QdrantClient(":memory:")
client.create_collection("trip", vectors_config=models.VectorParams(size=128, distance=models.Distance.COSINE))
notes = [
    "Flight VN 54 lands at Hanoi Noi Bai airport at 06:40 on 3 January.",
    "Vietnam e-visa approved on 12 November, number EV-88217; print it for arrival.",
    "Hotel in Hanoi Old Quarter booked for 3-6 January, breakfast included.",
    "Take the 86 airport bus to the Old Quarter when you land; it takes about an hour.",
    "Ha Long Bay cruise on 5 January, pick-up 08:00 from the hotel.",
]
client.upsert("trip", points=[models.PointStruct(id=i + 1, vector=embed(t), payload={"text": t})
                              for i, t in enumerate(notes)])

q = "What do I need to show at Hanoi airport when I land?"
with common.fault():
    hits = client.query_points("trip", query=embed(q), limit=4, score_threshold=THRESHOLD, with_payload=True).points
ctx = [h.payload["text"] for h in hits]
assert ctx and not any("EV-88217" in c for c in ctx), ("fault not planted", [(h.score, h.payload["text"]) for h in hits])
a = common.answer(q, ctx, mock="Just your boarding pass; then take the 86 bus to the Old Quarter.")
common.finish(q, expected="The Vietnam e-visa (EV-88217), printed", actual=a)

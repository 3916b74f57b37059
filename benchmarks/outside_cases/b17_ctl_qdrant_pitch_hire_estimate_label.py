"""Batch 17 (held out), control. A five-a-side league's treasurer notes: qdrant-client (in-memory, offline
embeddings), filtered search, script style.

App: the league secretary (Bev) stores money notes as points, payload {season, text}; the assistant answers from a
search filtered to the season asked about.

No planted fault. In March Bev budgeted the spring season's pitch hire: "reckon pitch hire for spring will be about
GBP 600 (12 wks x 50ish)". The invoice note in June: "Goals Eastfield invoice for spring in - 11 wks (14/4 washed
out, not charged) @ GBP 52.50 = GBP 577.50, paid from the league acct 4/6". Question: "What did the pitch hire come
to for the spring season?" -> right per memory: GBP 577.50; the model says so. The gold label "about GBP 600" is the
rough budget figure from before the season, not the invoiced amount.

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b17_ctl_qdrant_pitch_hire_estimate_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    (1, "spring-26", "Budget for spring - reckon pitch hire for spring will be about GBP 600 (12 wks x 50ish), refs "
                     "GBP 25 a game, so subs at GBP 40/player should cover it."),
    (2, "spring-26", "8 teams in for spring, all paid the GBP 40/player except Real Ale Madrid (3 to chase)."),
    (3, "spring-26", "Goals Eastfield invoice for spring in - 11 wks (14/4 washed out, not charged) @ GBP 52.50 = "
                     "GBP 577.50, paid from the league acct 4/6."),
    (4, "winter-25", "Winter pitch hire was GBP 610 in the end (10 wks, floodlights extra)."),
]

client = QdrantClient(":memory:")
client.create_collection("league", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, season, text in NOTES:
    client.upsert("league", points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"season": season, "text": text})])

question = "What did the pitch hire come to for the spring season?"
spring = models.Filter(must=[models.FieldCondition(key="season", match=models.MatchValue(value="spring-26"))])
hits = client.query_points("league", query=offline.embed([question])[0], query_filter=spring, limit=3).points
context = [h.payload["text"] for h in hits]
assert any("about GBP 600" in c for c in context) and any("GBP 577.50" in c for c in context), context
reply = answer(question, context, mock="GBP 577.50 - 11 weeks at GBP 52.50 (the 14 April week was washed out and not "
                                       "charged), paid on 4 June.")
finish(question, expected="about GBP 600", actual=reply)

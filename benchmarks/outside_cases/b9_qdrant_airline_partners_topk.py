"""Batch 9 (held out). Airline loyalty assistant: qdrant-client (in-memory), activity feed ingested by worker threads,
script style.

App: the loyalty programme's activity feed (flights, partner stays, purchases) is pushed into a qdrant collection by a
``ThreadPoolExecutor`` (one upsert per activity, as the feed's webhook handler does). The member asks the assistant
about their account; it embeds the question, runs ``query_points(limit=3)`` and answers with litellm.

Planted fault (RetrievalError, ranked below top-k): the member flew three partner airlines in 2026 -- Finnair
(12 Jan), Iberia (3 Mar) and Qatar Airways (19 Apr) -- each its own activity. Question: "Which partner airlines have
I flown with so far this year?" -> expected "Finnair, Iberia and Qatar Airways". With ``limit=3`` the Iberia flight
("partner carrier") ranks fourth, below last December's Finnair flight, and is cut; the assistant lists only Finnair
and Qatar Airways.

Expected verdict: RetrievalError at the answer's qdrant.query_points (inside fault()). Asserted: all three partner
flights are in the collection; the Iberia one is not in the context.
"""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from common import answer, fault, finish, setup

setup("b9_qdrant_airline_partners_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = QdrantClient(":memory:")
client.create_collection("activity", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
FEED = [
    (1, "2025-12-18", "Flight Finnair AY1332 Helsinki-London on 18 Dec 2025 (partner airline): 1,250 Avios."),
    (2, "2026-01-12", "Flight Finnair AY832 London-Helsinki on 12 Jan 2026 (partner airline): 1,250 Avios, 20 tier "
                      "points."),
    (3, "2026-02-07", "Flight British Airways BA472 London-Barcelona on 7 Feb 2026: 1,100 Avios, 40 tier points."),
    (4, "2026-03-03", "Flight Iberia IB3167 London-Madrid on 3 Mar 2026, partner carrier: 900 Avios, 20 tier points."),
    (5, "2026-04-19", "Flight Qatar Airways QR8 London-Doha on 19 Apr 2026 (oneworld partner airline): 4,750 Avios, "
                      "120 tier points."),
    (6, "2026-05-22", "Partner hotel stay Hilton Lisbon, 2 nights, 22 May 2026: 1,500 Avios this year's offer."),
    (7, "2026-06-02", "Avios purchase with partner card Amex on 2 Jun 2026: 3,000 Avios."),
]


def push(item):
    pid, date, text = item
    client.upsert("activity", points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                         payload={"date": date, "text": text})])


with ThreadPoolExecutor(max_workers=3) as pool:
    list(pool.map(push, FEED))

question = "Which partner airlines have I flown with so far this year?"
with fault():
    hits = client.query_points("activity", query=offline.embed([question])[0], limit=3).points
context = [h.payload["text"] for h in hits]
partners_2026 = ["Finnair AY832", "Iberia", "Qatar Airways"]
missing = [p for p in partners_2026 if not any(p in c for c in context)]
assert missing == ["Iberia"], context
reply = answer(question, context, mock="So far this year you've flown with Finnair and Qatar Airways.")
finish(question, expected="Finnair, Iberia and Qatar Airways", actual=reply)

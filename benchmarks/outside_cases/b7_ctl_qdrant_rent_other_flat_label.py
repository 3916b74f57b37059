"""Batch 7 control — a property-management bot on qdrant-client, one root span per turn. No fault: the label is
wrong.

App: a letting agent keeps one qdrant point per tenancy (payload text + flat) and answers staff questions from
``query_points``.

Memory: "Flat 2A, 9 Mill Lane: tenant Mr Okafor, rent £1,150 pcm ..." and "Flat 2B, 9 Mill Lane: tenant Ms
Lindqvist, rent £1,280 pcm ...". The bot answers £1,280 a month for 2B, which is right.

Question: "How much rent does the tenant in Flat 2B pay?" — label "£1,150 per month" (wrong: that is the rent of
the flat next door, 2A, in the same retrieved context).

Expected verdict: AnnotationError.
"""
from __future__ import annotations

import common
from b3_support import turn_span
from common import answer, finish, setup

NAME = "b7_ctl_qdrant_rent_other_flat_label"
TENANCIES = {
    1: "Flat 2A, 9 Mill Lane: tenant Mr Okafor, rent £1,150 pcm, paid on the 1st, tenancy renewed in April.",
    2: "Flat 2B, 9 Mill Lane: tenant Ms Lindqvist, rent £1,280 pcm, paid on the 15th, 12-month tenancy from "
       "August.",
    3: "Flat 3A, 9 Mill Lane: vacant since 30 June, advertised at £1,200 pcm.",
}
QUESTION = "How much rent does the tenant in Flat 2B pay?"
EXPECTED = "£1,150 per month"


def main() -> None:
    setup(NAME, ["qdrant", "litellm"])
    from qdrant_client import QdrantClient, models

    from memtrace_otel import offline

    client = QdrantClient(":memory:")
    client.create_collection("tenancies", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
    for pid, text in TENANCIES.items():
        with turn_span(f"lettings.turn.tenancy.{pid}"):
            client.upsert("tenancies", points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                                  payload={"text": text})])
    with turn_span("lettings.turn.question"):
        hits = client.query_points("tenancies", query=offline.embed([QUESTION])[0], limit=2, with_payload=True).points
        context = [h.payload["text"] for h in hits]
        assert any("£1,280" in c for c in context)
        reply = answer(QUESTION, context, mock="Ms Lindqvist in Flat 2B pays £1,280 a month.")
        finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    main()

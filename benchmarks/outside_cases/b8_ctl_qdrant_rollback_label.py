"""Batch 8 (held out) CONTROL. DevOps incident assistant: qdrant-client runbook store, script style.

App: each service's runbook entry is a qdrant point (service in the payload); the assistant retrieves the top 4 for
a question and answers with litellm.

No fault: the runbook says "payments-api: rollback target v4.12.3" and "checkout-web: rollback target v4.11.0"; both
are retrieved. Question: "Which version do we roll payments-api back to?" Answer "v4.12.3" (right). The label
"v4.11.0" is wrong: it is another service's value that is also in the context.

Expected verdict: AnnotationError.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b8_ctl_qdrant_rollback_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RUNBOOK = [
    ("payments-api", "payments-api: rollback target v4.12.3 (last known good, deployed 2 March 2026)."),
    ("checkout-web", "checkout-web: rollback target v4.11.0 (last known good, deployed 24 February 2026)."),
    ("payments-api", "payments-api: on-call escalation goes to the Payments SRE rota, then Ravi Menon."),
    ("search-svc", "search-svc: rollback requires reindexing; target v2.8.1."),
]
client = QdrantClient(":memory:")
client.create_collection("runbooks", vectors_config=models.VectorParams(size=64, distance=models.Distance.COSINE))
client.upsert("runbooks", points=[models.PointStruct(id=i, vector=offline.embed([t], dim=64)[0],
                                                     payload={"text": t, "service": s})
                                  for i, (s, t) in enumerate(RUNBOOK)])

question = "Which version do we roll payments-api back to?"
hits = client.query_points("runbooks", query=offline.embed([question + " rollback target"], dim=64)[0],
                           limit=4).points
context = [h.payload["text"] for h in hits]
assert any("v4.12.3" in c for c in context) and any("v4.11.0" in c for c in context), context
reply = answer(question, context, mock="Roll payments-api back to v4.12.3.")
finish(question, expected="v4.11.0", actual=reply)

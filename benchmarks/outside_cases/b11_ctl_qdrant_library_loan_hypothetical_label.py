"""Batch 11 (held out), wrong-label control: no fault. County library service, reservations assistant: qdrant-client
(in-memory) with offline embeddings, script style.

App: the branch staff's notes on each reader's reservations are points in a ``reservations`` collection; the reader
asks the assistant, which runs ``query_points`` and answers with litellm.

Memory (right): "Inter-library loan for 'The Salt Path' (reader 40072): no copy in the county store, so it was
requested from the British Library. Had the county van been able to bring it, it would have reached Kelso branch on
Tuesday 3 November." and "ILL 'The Salt Path' arrived at Kelso branch by post on Thursday 5 November 2026; on the
reservations shelf until 19 November." Question: "What day did my inter-library loan book get to the branch?" -> the
assistant answers "Thursday 5 November" (right). The annotator's label is "Tuesday 3 November": the day it would
have come by the county van, which it did not.

Expected verdict: AnnotationError (the label's value is in the context, as a hypothetical).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b11_ctl_qdrant_library_loan_hypothetical_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = QdrantClient(":memory:")
client.create_collection("reservations", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
NOTES = [
    "Inter-library loan for 'The Salt Path' (reader 40072): no copy in the county store, so it was requested from the "
    "British Library on 21 October 2026. Had the county van been able to bring it, it would have reached Kelso "
    "branch on Tuesday 3 November.",
    "ILL 'The Salt Path' (reader 40072) arrived at Kelso branch by post on Thursday 5 November 2026; on the "
    "reservations shelf until 19 November. ILL fee GBP 4.50 paid.",
    "Reader 40072 reserved 'Wintering' from the county stock on 30 October 2026; 3rd in the queue.",
]
client.upsert("reservations", points=[
    models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"reader": "40072", "text": t})
    for i, t in enumerate(NOTES, 1)])

question = "What day did my inter-library loan book get to the branch?"
hits = client.query_points("reservations", query=offline.embed([question])[0], limit=3, with_payload=True,
                           query_filter=models.Filter(must=[models.FieldCondition(
                               key="reader", match=models.MatchValue(value="40072"))])).points
context = [h.payload["text"] for h in hits]
assert any("Thursday 5 November" in c for c in context) and any("Tuesday 3 November" in c for c in context), context
reply = answer(question, context, mock="It arrived at Kelso branch on Thursday 5 November, by post from the British "
                                       "Library.")
finish(question, expected="Tuesday 3 November", actual=reply)

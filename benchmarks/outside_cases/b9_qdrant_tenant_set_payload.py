"""Batch 9 (held out). Tenant portal maintenance assistant: qdrant-client (in-memory) with offline embeddings, script
style (every call its own trace).

App: each maintenance request of the building is a qdrant point whose payload holds the request text (including what
the letting agent wrote back), the flat and a status. The portal's status job moves requests along with
``set_payload``. Tenants ask the assistant about their requests; it runs ``query_points`` filtered to their flat and
answers with litellm.

Planted fault (UpdateError, overwritten): request MR-118 of Flat 4B reads "Boiler annual service: Gas Safe engineer
from Hearth & Co booked for Thursday 9 October 2025, 8am-12pm slot; spare key is with the tenant of Flat 3". When the
status job marks it scheduled it sends a templated payload ``{"status": "scheduled", "text": "Boiler annual service
- scheduled"}``: ``set_payload`` merges keys, so the "text" key replaces the booking details. Question: "When's the
engineer coming to service my boiler?" -> expected "Thu 9 Oct, some time in the morning (8 to 12)". The assistant
answers that it is scheduled but no date is given.

Expected verdict: UpdateError at qdrant.set_payload on MR-118 (inside fault()). Asserted: the booking details are in
the payload before and absent from the context the answer gets.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b9_qdrant_tenant_set_payload", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = QdrantClient(":memory:")
client.create_collection("maintenance", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
REQUESTS = [
    (118, "4B", "open", "Boiler annual service: Gas Safe engineer from Hearth & Co booked for Thursday 9 October 2025, "
                        "8am-12pm slot; spare key is with the tenant of Flat 3."),
    (121, "4B", "open", "Bathroom extractor fan rattling; agent says a handyman will call to arrange a visit."),
    (124, "2A", "scheduled", "Boiler pressure low in Flat 2A; engineer visit Monday 13 October 2025, afternoon."),
    (109, "4B", "done", "Kitchen tap dripping; washer replaced on 22 September 2025."),
]
client.upsert("maintenance", points=[
    models.PointStruct(id=pid, vector=offline.embed([text])[0], payload={"flat": flat, "status": status, "text": text})
    for pid, flat, status, text in REQUESTS])

# the portal's status job
before = client.retrieve("maintenance", ids=[118])[0].payload["text"]
assert "9 October" in before
with fault():
    client.set_payload("maintenance", payload={"status": "scheduled", "text": "Boiler annual service - scheduled"},
                       points=[118])

question = "When's the engineer coming to service my boiler?"
hits = client.query_points("maintenance", query=offline.embed([question])[0], limit=3,
                           query_filter=models.Filter(must=[models.FieldCondition(
                               key="flat", match=models.MatchValue(value="4B"))])).points
context = [f"[{h.payload['status']}] {h.payload['text']}" for h in hits]
assert any("Boiler annual service" in c for c in context) and not any("9 October" in c for c in context), context
reply = answer(question, context, mock="Your boiler service is marked as scheduled, but no date or time has been "
                                       "given yet.")
finish(question, expected="Thu 9 Oct, some time in the morning (8 to 12)", actual=reply)

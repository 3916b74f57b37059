"""Batch 16 (held out), control. A cat owner's vet-visit notes: qdrant-client (in-memory, offline embeddings), script
style (every call its own trace).

App: each vet note is a point with payload {pet, date, text}; the assistant answers from a vector search filtered
to the pet.

No planted fault. The May note: "Biscuit weigh-in 2/5: 6.4kg (was 6.1 in Jan). Vet wants her nearer 5.5 by the
autumn, so cut the dry food to 50g a day + no more Dreamies". Question: "What did Biscuit weigh at her last
check?" -> right per memory: 6.4 kg; the model says so. The gold label "5.5 kg" is the vet's target weight, said in
the same note (a goal, not a measurement).

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b16_ctl_qdrant_vet_weight_target_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    (1, "biscuit", "2026-01-14", "Biscuit annual check 14 Jan - 6.1kg, heart fine, booster done (GBP 52). Bit of "
                                 "tartar, nothing urgent."),
    (2, "biscuit", "2026-05-02", "Biscuit weigh-in 2/5: 6.4kg (was 6.1 in Jan). Vet wants her nearer 5.5 by the "
                                 "autumn, so cut the dry food to 50g a day + no more Dreamies."),
    (3, "pepper", "2026-05-02", "Pepper (same visit) 4.2kg, flea tx + wormer, GBP 31."),
    (4, "biscuit", "2026-03-20", "Nurse clinic 20/3 claws clipped, free. Insurance renewal due 1/6 (GBP 14.80/m)."),
]

client = QdrantClient(":memory:")
client.create_collection("vet", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, pet, day, text in NOTES:
    client.upsert("vet", points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                    payload={"pet": pet, "date": day, "text": text})])

question = "What did Biscuit weigh at her last check?"
only_biscuit = models.Filter(must=[models.FieldCondition(key="pet", match=models.MatchValue(value="biscuit"))])
hits = client.query_points("vet", query=offline.embed([question])[0], query_filter=only_biscuit, limit=4).points
context = [f"[{h.payload['date']}] {h.payload['text']}" for h in hits]
assert any("6.4kg" in c and "nearer 5.5" in c for c in context), context
reply = answer(question, context, mock="6.4 kg at the weigh-in on 2 May, up from 6.1 kg in January.")
finish(question, expected="5.5 kg", actual=reply)

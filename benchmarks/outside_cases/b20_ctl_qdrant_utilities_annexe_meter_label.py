"""Batch 20 (held out), control. A household's meter readings: qdrant-client ``:memory:`` with memtrace's offline
embeddings and a payload filter, script style (each call its own trace).

App: Nadia's house has the main electricity meter under the stairs and a separate one for her mum's annexe (the grey
meter in the garage, on its own account). Readings, bills and tariff notes are points with ``{"kind", "text"}``;
the assistant answers from a search filtered to kind "reading".

No fault planted. Question: "What did the house electric meter say on 1 June?" The model answers 46,118 (the meter
under the stairs), right per memory. The label says 12,406, the reading taken the same morning from the annexe's
meter in the garage. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b20_ctl_qdrant_utilities_annexe_meter_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("reading", "1/3 house electric (under the stairs) 45,212, gas 8,031"),
    ("reading", "1/3 Mum's annexe - grey meter in the garage - 11,978. Her account's with EDF not ours"),
    ("reading", "1/6 readings done: under the stairs 46,118, gas 8,402"),
    ("reading", "1/6 also did Mum's in the garage - 12,406, sent it to EDF for her"),
    ("reading", "Water meter (by the lamp post) 0412 on 28/4"),
    ("bill", "Octopus Feb bill used an estimate 44,900 on the electric - real one was 45,212"),
    ("bill", "EDF (Mum) DD GBP 54 a month, fine"),
    ("tariff", "Octopus Flexible, 24.5p/kWh, standing charge 53p/day"),
    ("bill", "Severn Trent GBP 42.60 for Mar-Apr"),
    ("tariff", "Looked at Octopus Agile - not without a smart meter, and they can't fit one (signal)"),
    ("reading", "Gas meter's outside in the box by the drain, key on the hook"),
]

client = QdrantClient(":memory:")
client.create_collection("bills", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("bills", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                  payload={"kind": kind, "text": text})
                               for i, (kind, text) in enumerate(NOTES, 1)])

question = "What did the house electric meter say on 1 June?"
readings = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="reading"))])
hits = client.query_points("bills", query=offline.embed([question])[0], query_filter=readings, limit=8).points
context = [h.payload["text"] for h in hits]
assert any("under the stairs 46,118" in c for c in context), context
assert any("12,406" in c for c in context), context
reply = answer(question, context, mock="46,118 - that's the meter under the stairs. (12,406 was your mum's annexe "
                                       "meter in the garage.)")
finish(question, expected="12,406", actual=reply)

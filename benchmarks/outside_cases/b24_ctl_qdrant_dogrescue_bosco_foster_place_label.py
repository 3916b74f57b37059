"""Batch 24 (held out), control. A dog-rescue's foster records: qdrant-client ``:memory:`` with memtrace's offline
embeddings, a filtered query, script style (each call its own trace).

App: Fenland Hound Rescue keeps its notes as points with a payload ``{"dog", "kind", "text"}``; the coordinator's
assistant answers a question about one dog from a vector query filtered on that dog. Sixteen notes, October 2025.
Bosco went into foster with Sandra at Wisbech on 6/10. On Thu 16/10: "Sandra's mum's had a fall, she's gone up to
Leeds for a fortnight at least. Kath + Ian at March have had Bosco since Sat, he's in their back bedroom w the radio
on, happy as Larry".

No fault planted. Question (Wed 22/10): "Where's Bosco staying at the moment?" The model answers with Kath and Ian
in March, right per memory. The label says Sandra's in Wisbech, where he went first. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b24_ctl_qdrant_dogrescue_bosco_foster_place_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("Bosco", "foster", "Bosco (staffie x, 6, fawn) in to Sandra's at Wisbech 6/10 - she's had staffies before, no "
                        "other dogs, 6ft fence"),
    ("Skye", "foster", "Skye still w Sandra too?? no - Skye's at Sandra's, Bosco in her conservatory for now, they "
                       "don't mix yet"),
    ("Bosco", "vet", "Bosco vet check Riverside Mon 13/10 9.10 - lump on his side + teeth"),
    ("Nell", "foster", "Nell (collie x, 9) still waiting for a foster, at the kennels in Chatteris for now, GBP 18/night"),
    ("Bosco", "vet", "Bosco's lump is a lipoma, harmless. 2 teeth out in Nov, GBP 240 quote"),
    ("", "admin", "Foster expenses claims by the 28th pls, receipts to Jackie"),
    ("Bosco", "foster", "Sandra's mum's had a fall, she's gone up to Leeds for a fortnight at least. Kath + Ian at "
                        "March have had Bosco since Sat, he's in their back bedroom w the radio on, happy as Larry"),
    ("Skye", "foster", "Skye gone to Lou at Whittlesey while Sandra's away - Lou's got the secure field"),
    ("Bosco", "behaviour", "Bosco pulls like a train on the lead - Ian's trying a harness, seems better"),
    ("", "admin", "Christmas fair stall Sat 6/12 at the Corn Exchange - need 3 volunteers"),
    ("Bosco", "adoption", "Enquiry for Bosco from a couple in Sutton, 1 teenager, had a staffie that died in the "
                          "spring"),
    ("Pip", "adoption", "Pip home visit at the Taylors Sun 19/10 2pm, Mike doing it"),
    ("Bosco", "behaviour", "Kath says Bosco is fine w their grandkids (8 + 11), bit jumpy w the hoover"),
    ("", "admin", "Vets bill total Sept GBP 1,312, appeal fund can cover it"),
    ("Nell", "foster", "Nell still at the kennels, asked round the fosterers again"),
    ("Bosco", "vet", "Bosco dental booked Weds 19/11, drop off 8.15"),
]

client = QdrantClient(":memory:")
client.create_collection("fhr-notes", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("fhr-notes", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                      payload={"dog": dog, "kind": kind, "text": text})
                                   for i, (dog, kind, text) in enumerate(NOTES, 1)])

question = "Where's Bosco staying at the moment?"
vector = offline.embed([question])[0]
bosco = models.Filter(must=[models.FieldCondition(key="dog", match=models.MatchValue(value="Bosco"))])
hits = client.query_points("fhr-notes", query=vector, query_filter=bosco, limit=12).points
context = ["Today is Wed 22/10/25."] + [h.payload["text"] for h in hits]
assert any("in to Sandra's at Wisbech 6/10" in c for c in context), context
assert any("Kath + Ian at March have had Bosco since Sat" in c for c in context), context
reply = answer(question, context, mock="With Kath and Ian at March - Sandra's away in Leeds looking after her mum, so "
                                       "he's been with them since Saturday.")
finish(question, expected="At Sandra's, Wisbech", actual=reply)

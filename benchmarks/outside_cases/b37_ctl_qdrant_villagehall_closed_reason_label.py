"""Batch 37 (held out), control. A village hall committee's notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the Little Marston Village Hall committee (Pat bookings, Malcolm treasurer, Ron caretaker) keep their notes as
points with payload ``{"who", "text"}`` and ask the assistant from a search. In March the floor sanding was
pencilled for the week of 28 April, hall shut. Then Floorcraft's man hurt his back and they can't come before June;
the hall is still out of use on Thursday 1 May, because it is the polling station for the county council
elections that day.

No fault planted. Question (Mon 28/4): "why's the hall shut on thursday? pilates are asking" The model answers that
it is the polling station for the elections, right per memory. The label says the floor is being sanded. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b37_ctl_qdrant_villagehall_closed_reason_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("pat", "Pilates Tue + Thu 10am from April (Jo), £14/session"),
    ("ron", "floor sanding + 2 coats varnish - Floorcraft pencilled w/c 28/4, hall shut Mon-Thu that wk, told all "
            "the regulars"),
    ("malcolm", "grant for the chairs all spent, £1,420 + £95 from the reserve, receipts in the green folder"),
    ("pat", "elections - council booked us as the polling station again, thurs 1st May, they have it 6am-10pm, "
            "they bring the booths"),
    ("ron", "Floorcraft rang, the lad's done his back, they can't come till June now. said I'd sort dates w Pat. "
            "hall's still out of use thurs obv because of the voting"),
    ("pat", "told Pilates + toddlers the floor's not happening in April, back to normal Mon-Weds that wk"),
    ("malcolm", "insurance renewal £612, paid"),
    ("ron", "gutter over the kitchen door leaking, ladder job, will do when dry"),
]

client = QdrantClient(":memory:")
client.create_collection("lm-hall", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("lm-hall", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"who": w, "text": text})
    for i, (w, text) in enumerate(NOTES, 1)])

question = "why's the hall shut on thursday? pilates are asking"
hits = client.query_points("lm-hall", query=offline.embed([question])[0], limit=len(NOTES)).points
context = ["Today is Mon 28/4/25."] + [h.payload["text"] for h in hits]
assert any("floor sanding + 2 coats varnish" in c for c in context), context
assert any("polling station again, thurs 1st May" in c for c in context), context
assert any("can't come till June now" in c for c in context), context
reply = answer(question, context, mock="It's the polling station for the elections on Thursday - the council have "
                                       "the hall 6am to 10pm. The floor sanding isn't till June.")
finish(question, expected="The floor's being sanded + varnished that week", actual=reply)

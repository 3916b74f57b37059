"""Batch 107 (held out), CONTROL: nothing planted; the label is wrong. qdrant-client (in-memory, offline
embeddings), query, one root span per turn.

App: the Calder Valley Youth Orchestra's tour helper keeps staff notes as qdrant points (payload {from, date,
text}) and answers parents from a vector search.

Memory: the tour pack says the coach picks up from the school's front car park on Heath Rd, 6am sharp Sun 12/4;
later Mrs Grant, the bursar, wrote that the school car park is being resurfaced over Easter, contractors in from the
6th and the whole thing fenced off, so she's got the leisure centre car park on Brook St for the coach on the 12th,
parents can park there too and it's free before 8; plus the ferry, luggage and the meds. Question (Fri 10/4, a
parent): "where do i drop Freya off for the coach on sunday?" The assistant says the leisure centre car park on
Brook St. The label says the school's front car park on Heath Rd.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b107_ctl_qdrant_orchestra_pickup_place_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("Mr Okafor", "20/3/37", "TOUR PACK: coach picks up from school front car park (Heath Rd) 6am SHARP Sun 12/4 - "
                             "we can't wait, the ferry won't. 1 suitcase + 1 instrument + 1 small bag each"),
    ("Mrs Lund", "28.3", "big instruments arrive by 5.30 so they go in the hold first, violins as hand luggage"),
    ("Mrs Grant (bursar)", "Mon 6th April", "school car park's being resurfaced over Easter, contractors in from "
                                            "today + it's all fenced off. I've got the leisure centre car park on "
                                            "Brook St for the coach on the 12th, parents can park there too, free "
                                            "before 8"),
    ("Mr Okafor", "7/4", "meds in a named ziplock w the form, handed to Mrs Lund at the coach, not in suitcases"),
    ("Mr Okafor", "8 Apr", "P&O: we're back Sat 18th now, about 2pm at the same place as pick up"),
]

client = QdrantClient(":memory:")
client.create_collection("tour", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (who, day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        client.upsert("tour", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                         payload={"from": who, "date": day, "text": text})])

question = "where do i drop Freya off for the coach on sunday?"
with turn_span("question Fri 10/4"):
    vector = offline.embed(["coach pick up sunday 12th car park where drop off"])[0]
    hits = client.query_points("tour", query=vector, limit=4).points
    context = ["Today is Fri 10 April 2037. You are talking to Freya's mum."] + \
              [f"{h.payload['date']} {h.payload['from']}: {h.payload['text']}" for h in hits]
    assert any("school front car park (Heath Rd)" in c for c in context), context
    assert any("leisure centre car park on Brook St" in c for c in context), context
    reply = answer(question, context, mock="The leisure centre car park on Brook St - the school car park is fenced "
                                           "off for the resurfacing. 6am sharp, and you can park there free.")
finish(question, expected="the school's front car park on Heath Rd", actual=reply)

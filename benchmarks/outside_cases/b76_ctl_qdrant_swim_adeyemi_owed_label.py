"""Batch 76 (held out), control. A swimming teacher's private lessons: qdrant-client ``:memory:`` with memtrace's
offline embeddings, query, script style (each call its own trace).

App: Carys (private swimming lessons around Cirencester) keeps her notes on pupils and payments as qdrant points
with payload ``{"text", "day"}``; her assistant answers from a query. Tomi and Kemi Adeyemi have Thursday lessons,
8 weeks this term at £17 a lesson each: £272 for the two of them. Their mum gave Carys £100 in cash at the first
lesson, the rest to come at half term.

No fault planted. Question (Thu 13/5, half term coming up): "how much do the Adeyemis still owe me for this term?"
The model answers £172, right per memory (272 - 100). The label says £272 for the pair of them. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b76_ctl_qdrant_swim_adeyemi_owed_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    (20320415, "summer term Adeyemis - Tomi (9) thurs 5.30, Kemi (7) thurs 6.00, leisure centre big pool lane 1. "
               "8 wks, £17 each a go so £272 for the two for the term"),
    (20320415, "Tomi's nearly at 25m, Kemi still won't let go of the side at the deep end"),
    (20320422, "Mrs Adeyemi gave me £100 cash at the 1st lesson (22/4), said she'll do the rest at half term"),
    (20320424, "Nowak twins paid for May in cash, £136"),
    (20320429, "Kemi let go of the side!!! 3 strokes. told her mum"),
    (20320506, "half term wk 31/5 - no lessons anywhere, pool's doing the deep clean"),
    (20320507, "Olly's block runs out end of May, remind Kate"),
]

client = QdrantClient(":memory:")
client.create_collection("carys-notes", vectors_config=models.VectorParams(size=256,
                                                                           distance=models.Distance.COSINE))
client.upsert("carys-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"day": day, "text": text})
    for i, (day, text) in enumerate(POINTS, 1)])

question = "how much do the Adeyemis still owe me for this term?"
vector = offline.embed(["Adeyemi owe paid term money cash Mrs Adeyemi £"])[0]  # the app's search words
hits = client.query_points("carys-notes", query=vector, limit=5).points
context = ["Today is Thu 13 May 2032, half term is the week of 31 May. You are talking to Carys."] + \
          [h.payload["text"] for h in hits]
assert any("£272 for the two for the term" in c for c in context), context
assert any("gave me £100 cash at the 1st lesson" in c for c in context), context
reply = answer(question, context, mock="£172 - the term's £272 for Tomi and Kemi, and Mrs Adeyemi's already given "
                                       "you £100 in cash.")
finish(question, expected="£272 for the pair of them", actual=reply)

"""Batch 111 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style.

App: the hospice quiz night's notes are points in one qdrant collection; the helper answers from a query.

Memory: raffle draw at half time this year, not the end - the Cubs sold half the tickets and want to see it before
they go home to bed; Phil the quizmaster had said in Sept he might have to leave at 10 for an early shift, then
"Phil's rota came out, he's fine to stay to the end"; the hall's locked by 11. Question (Wed 6/10/38, Glyn): "why
are we doing the raffle at half time?" The assistant says so the Cubs, who sold half the tickets, can see it before
bed. The label says because Phil has to leave early.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b111_ctl_qdrant_quiz_raffle_early_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TEXTS = [
    "raffle draw at half time this yr not the end - the cubs sold half the tickets + want to see it b4 they go "
    "home to bed",
    "12/9 Phil might have to leave at 10, early shift sat",
    "Phil's rota came out, he's fine to stay til the end x",
    "hall locked by 11, Keith (caretaker) has the keys",
    "raffle tickets £1 a strip, 5 for £4",
]
client = QdrantClient(":memory:")
client.create_collection("hospice-quiz", vectors_config=models.VectorParams(size=256,
                                                                          distance=models.Distance.COSINE))
client.upsert("hospice-quiz", points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                                      for i, t in enumerate(TEXTS, 1)])
question = "why are we doing the raffle at half time?"
vector = offline.embed(["raffle draw half time why early Phil leave"])[0]
hits = [p.payload["text"] for p in client.query_points("hospice-quiz", query=vector, limit=5).points]
context = ["Today is Wed 6 October 2038. You are talking to Glyn, the treasurer."] + hits
assert any("cubs sold half the tickets" in c for c in context), context
assert any("might have to leave at 10" in c for c in context), context
reply = answer(question, context, mock="For the Cubs - they sold half the tickets and want to see the draw before "
                                       "they go home to bed.")
finish(question, expected="Phil has to get off early for work", actual=reply)

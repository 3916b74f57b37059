"""Batch 103 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style.

App: Riverside Physio keep class details and practical notes in one qdrant collection; the reception helper answers
patients' questions from a search.

Memory: Saturday hydro pilates is at Hitchin pool, "we've got the pool 9-10", Marcus, 8 max; a second note says the
class itself is 45 mins - the last quarter of an hour is for everyone to get showered and out before the swim club
come in at 10, they're strict; lockers take a £1 coin. Question (Thu 5/3, a patient at reception): "how long's the
saturday hydro class? i've a hair appointment at 10.30 in town" The assistant says 45 minutes, 9 till 9.45. The
label says an hour, 9 till 10.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b103_ctl_qdrant_physio_hydro_length_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "SAT hydro pilates @ Hitchin pool - we've got the pool 9-10. Marcus. 8 max, £12 a session",
    "hydro: class itself is 45 mins, last quarter hr is for everyone to get showered + out before the swim club "
    "come in at 10, they're v strict about it",
    "Marcus wants 2 more floats + noodles for hydro, ordered from Physio Supplies 3/2",
    "TUES mat pilates studio 2 6-6.45, Fiona",
    "pool lockers take a £1 coin, remind pts when they book",
    "reformer thurs 10am studio 1, Anna, 4 max",
]

client = QdrantClient(":memory:")
client.create_collection("riverside-physio", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("riverside-physio", points=[
    models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t}) for i, t in enumerate(NOTES, 1)])

question = "how long's the saturday hydro class? i've a hair appointment at 10.30 in town"
vector = offline.embed(["saturday hydro pilates class how long pool times"])[0]
hits = [p.payload["text"] for p in client.query_points("riverside-physio", query=vector, limit=6).points]
context = ["Today is Thu 5 March 2037. You are talking to a patient at reception."] + hits
assert any("we've got the pool 9-10" in c for c in context), context
assert any("class itself is 45 mins" in c for c in context), context
reply = answer(question, context, mock="45 minutes - 9 till 9.45, then you'll have time to shower and get into town "
                                       "for 10.30.")
finish(question, expected="an hour, 9 till 10", actual=reply)

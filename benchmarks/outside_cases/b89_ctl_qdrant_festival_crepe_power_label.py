"""Batch 89 (held out), CONTROL: nothing planted; the label is wrong. qdrant-client collection (in-memory), script
style.

App: Gaz, the festival electrician for the Bancroft Food Festival (Sat 18 - Sun 19 June 2033), keeps the power
requests and traders' messages in a qdrant collection and asks the app who needs a hookup.

Memory: the power list from the booking forms has Crepe Escape (Anna) on 16A, Row C off the big genny; a later
message says Anna bought a gas crepe plate over the winter and won't need our hookup, so Lou has knocked the £45
off her invoice and she's paid for the pitch. Question (Fri 17/6, Gaz, laying cables): "does Crepe Escape need
plugging in on saturday?" The assistant says no, she's cooking on gas. The label says yes, 16A.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b89_ctl_qdrant_festival_crepe_power_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("power", "POWER LIST from booking forms - Row B (little genny): Dumpling Bros 16A, Smokin Joe's 32A. Row C (big "
              "genny): Tasty Tandoor 32A, Crepe Escape (Anna) 16A, Brewhouse bar 32A + stage"),
    ("msg", "Anna @ Crepe Escape 3/6 - bought a gas crepe plate over the winter, won't need your hookup this year. "
            "Lou's knocked the £45 off her invoice, she's paid the pitch"),
    ("msg", "Tasty Tandoor - bringing 2 fridges + a hot cupboard, 32A is right"),
    ("power", "Churros Loco - gas only, no power"),
    ("msg", "Brewhouse - cellar cooler runs overnight sat, leave their feed on"),
    ("power", "gennies delivered fri 17/6 2pm, fuel for both days in the bowser"),
]

client = QdrantClient(":memory:")
client.create_collection("bancroft-power", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("bancroft-power", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "does Crepe Escape need plugging in on saturday?"
vector = offline.embed(["Crepe Escape Anna power hookup 16A"])[0]
hits = client.query_points("bancroft-power", query=vector, limit=4).points
context = ["Today is Fri 17 June 2033. You are talking to Gaz, the festival electrician."] + \
          [h.payload["text"] for h in hits]
assert any("Crepe Escape (Anna) 16A" in c for c in context), context
assert any("gas crepe plate" in c for c in context), context
reply = answer(question, context, mock="No - Anna's cooking on a gas crepe plate this year and doesn't need the "
                                       "hookup. Lou's taken the £45 off her invoice.")
finish(question, expected="yes, 16A off the big genny", actual=reply)

"""Batch 93 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style.

App: Abbey Cars keeps its council school-run routes and the office's notes in one qdrant collection; the drivers'
helper answers from a query.

Memory: route 7 (Samuel Ryder Academy) picks up four children - Ellie-May, Oscar, Kian and Summer - from
Marshalswick, 7.50; later the office notes that Ellie-May's mum will drive her in herself on Mondays from now on,
as she has physio at the Lister at 9 and goes to school after. Question (Sun 18/1, Raf): "how many have I got on
route 7 tomorrow? taking the 5 seater or the van?" The assistant says three (Oscar, Kian and Summer). The label
says four.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b93_ctl_qdrant_taxi_monday_kids_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("route", "ROUTE 7 Samuel Ryder Acad - Mon-Fri 7.50 from Marshalswick: Ellie-May T (booster), Oscar P, Kian "
              "D, Summer R. home 3.20. Raf drives, Dev covers"),
    ("route", "ROUTE 12 Oakwood - Jayden W only, 8.05 Sandpit Lane"),
    ("note", "14/1 Ellie-May's mum rang - she'll drive E-M in herself mondays from now on, physio at the Lister at "
             "9 then school after. rest of the week same"),
    ("note", "van (the Vivaro) MOT due 30/1, Gaz booking it in"),
    ("note", "Kian's dad says Kian gets car sick, front seat if poss"),
    ("route", "hospital: Okafor M/W/F 06:45 Cotlandswick"),
]

client = QdrantClient(":memory:")
client.create_collection("abbey-routes", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("abbey-routes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "how many have I got on route 7 tomorrow? taking the 5 seater or the van?"
vector = offline.embed(["route 7 children monday Samuel Ryder Ellie-May"])[0]  # the helper's search words
hits = [p.payload["text"] for p in client.query_points("abbey-routes", query=vector, limit=5).points]
context = ["Today is Sun 18 January 2037. You are talking to Raf, who drives route 7."] + hits
assert any("Ellie-May T (booster), Oscar P, Kian D, Summer R" in c for c in context), context
assert any("drive E-M in herself mondays" in c for c in context), context
reply = answer(question, context, mock="Three - Oscar, Kian and Summer. Ellie-May's mum takes her on Mondays "
                                       "(physio first), so the 5 seater's fine. Kian in the front.")
finish(question, expected="four", actual=reply)

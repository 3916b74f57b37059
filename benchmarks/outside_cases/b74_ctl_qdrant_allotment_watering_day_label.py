"""Batch 74 (held out), control. A family's allotment rota: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: plot 14b's family keep their allotment notes as qdrant points with payload ``{"text", "who"}``; the family's
assistant answers from a search. The summer holiday rota (from 21/7) put Priya on Tuesdays; then Anita wrote that
Priya's swimming club runs Tuesday mornings all through the holidays, so Grandad does Tuesdays and Priya has his
Wednesday.

No fault planted. Question (Fri 1/8, Priya): "what day am I watering next week?" The model answers Wednesday, right
per memory. The label says Tuesday. Expected verdict: AnnotationError (the label is wrong); no memory operation is
at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b74_ctl_qdrant_allotment_watering_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("Anita", "summer hols watering rota from 21/7: mon Anita, tues Priya, weds Grandad, thurs Sam, fri Anita, "
              "w/e whoever's about. every day if its over 25"),
    ("Ken", "rhubarb's done for the yr, leave it be now. the blackcurrants r ready, bring a tub"),
    ("Anita", "Priya's swimming club is tues mornings right thru the hols (9-11 at the Leisure Centre) so Grandad "
              "says he'll take tuesdays + she can have his weds. she's happier, she hated going up straight after"),
    ("Sam", "someone's had 3 of our onions out of bed 3!! left a note on the noticeboard"),
    ("Ken", "the new butt's in, behind shed 2 where the old one was, £29 from Wickes"),
    ("Anita", "w/c 11/8 we're at Center Parcs mon-fri so Grandad + Maureen's lad doing the lot that wk"),
    ("Priya", "courgette count 43!!! i'm keeping a chart"),
]

client = QdrantClient(":memory:")
client.create_collection("plot-14b", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("plot-14b", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"who": who, "text": text})
    for i, (who, text) in enumerate(POINTS, 1)])

question = "what day am I watering next week?"
vector = offline.embed(["Priya watering rota day summer holidays tuesday wednesday"])[0]  # the app's search words
hits = client.query_points("plot-14b", query=vector, limit=4).points
context = ["Today is Fri 1 August 2031. You are talking to Priya (12)."] + \
          [h.payload["who"] + ": " + h.payload["text"] for h in hits]
assert any("tues Priya" in c for c in context), context
assert any("she can have his weds" in c for c in context), context
reply = answer(question, context, mock="Wednesday - Grandad's doing Tuesdays because of your swimming club.")
finish(question, expected="Tues", actual=reply)

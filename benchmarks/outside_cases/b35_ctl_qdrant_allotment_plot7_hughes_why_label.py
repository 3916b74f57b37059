"""Batch 35 (held out), control. A community allotment society's committee notes: qdrant-client ``:memory:`` with
memtrace's offline embeddings, filtered query (plot="7"), script style (each call its own trace).

App: Greave Lane Allotment Society keeps the secretary's notes as points with payload ``{"plot", "text"}`` (plot
number, or "" for general notes), and the assistant answers questions about a plot from a query filtered to that
plot plus a query for the general rules. Mr Hughes on plot 7 was on the 1 October list of rents still to come in,
then paid by BACS on the 6th. At the committee walk-round on the 18th plot 7 was found not worked since the spring,
brambles and couch grass over half of it; he has had his second letter and 28 days to get it in order, or the plot
goes to the next person on the waiting list.

No fault planted. Question (Tue 21/10): "why could Mr Hughes lose plot 7?" The model answers that the plot isn't
being worked, right per memory. The label says it's his unpaid rent. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b35_ctl_qdrant_allotment_plot7_hughes_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("", "Rules (AGM 2019): plots must be kept at least 75% cultivated. walk-round each quarter, 1st letter, then a "
         "2nd letter w 28 days, then the plot is offered to the waiting list"),
    ("", "Rents 2025: full plot £48, half £24. Due 1 Oct, pay Bob (treasurer) at the hut or BACS"),
    ("7", "1/10 rents still to come in: plots 3, 7, 9, 14b, 22. Bob chasing after the 20th"),
    ("7", "plot 7 Mr Hughes - 1st letter 15/7 after the summer walk-round, he said his back's been bad, would get "
          "his grandson up"),
    ("7", "Bob: plot 7 paid BACS 6/10, £48, that's him square for the yr"),
    ("9", "plot 9 (Jim) - 1st letter sent 15/9, not worked since June"),
    ("7", "walk-round sat 18/10: plot 7 not touched since spring really, brambles + couch grass over half, shed door "
          "hanging off. no sign of the grandson. 2nd letter went 20/10 - 28 days to sort it or it goes to the next "
          "on the list"),
    ("", "Waiting list: Brennans next for a full plot, Tom Walsh for a half"),
    ("22", "plot 22 paid BACS 6/10"),
    ("", "Manure delivery Sat 1/11 8am, £5 a barrow"),
]

client = QdrantClient(":memory:")
client.create_collection("greave-lane", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("greave-lane", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"plot": p, "text": text})
    for i, (p, text) in enumerate(NOTES, 1)])

question = "why could Mr Hughes lose plot 7?"
vector = offline.embed([question])[0]
plot_hits = client.query_points("greave-lane", query=vector, limit=6, query_filter=models.Filter(must=[
    models.FieldCondition(key="plot", match=models.MatchValue(value="7"))])).points
rule_hits = client.query_points("greave-lane", query=offline.embed(["rules letters waiting list cultivated"])[0],
                                limit=2, query_filter=models.Filter(must=[
                                    models.FieldCondition(key="plot", match=models.MatchValue(value=""))])).points
context = ["Today is Tue 21/10/25."] + [h.payload["text"] for h in rule_hits + plot_hits]
assert any("rents still to come in: plots 3, 7" in c for c in context), context
assert any("plot 7 paid BACS 6/10" in c for c in context), context
assert any("brambles + couch grass over half" in c for c in context), context
reply = answer(question, context, mock="Because it's not being worked - at the walk-round on the 18th it was half "
                                       "brambles and couch grass, and the rules want 75% cultivated. He's had his "
                                       "2nd letter (20/10), so 28 days to sort it. His rent's paid.")
finish(question, expected="He's not paid his rent for this year", actual=reply)

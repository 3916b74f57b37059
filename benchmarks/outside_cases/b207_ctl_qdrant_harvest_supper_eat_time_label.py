"""Batch 207 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, script style
(every call its own trace).

App: St Margaret's, Wistanstow holds its harvest supper on Sat 10th Oct 2048 in the school hall - ploughman's and
pies, a pudding table, an auction of the harvest produce for the bell fund, Bob (the churchwarden) with the gavel.
Jean (who runs the supper) and Pam put their notes into one qdrant collection; the helper answers parishioners from
the 4 nearest notes.

Memory: Jean, 2048-09-01T18:30 - harvest supper, doors 6.30, sit down to eat at 7, ploughman's and pies, auction
after; 16th Sept Jean - Bob wants the grace and the auction first while everyone's still awake, so they won't be
eating till half 7, doors still 6.30; 22.9. Jean - 12 tables of 8, Ken's bringing the urn; Tue 29th Pam - 8 steak
pies, 4 cheese and onion, apple pies for pudding. Question (Mon 5/10, Brian): "what time do we actually sit down to
eat? dad has to have his tea at a set time for his tablets" The assistant says about half 7 - the grace and the
auction come first now; doors 6.30. The label says 7pm.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b207_ctl_qdrant_harvest_supper_eat_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wistanstow-harvest-supper-2048"
NOTES = [
    ("Jean", "2048-09-01T18:30 HARVEST SUPPER 🌾 sat 10th oct, school hall, doors 6.30, sit down to eat at 7 - "
             "ploughman's + pies, auction of produce after for the bell fund"),
    ("Jean", "16th sept - Bob wants to do the grace + the auction first while everyone's still awake 😂 so we won't be "
             "eating till half 7. doors still 6.30"),
    ("Jean", "22.9. tables - 12 of 8, white cloths, Ken's bringing the urn + the big teapot"),
    ("Pam", "Tue 29th pies - 8 steak, 4 cheese + onion, apple pies + cream for pud, someone pls do a gluten free one"),
    ("Pam", "auction lots - Bill's marrows, 2 hampers, honey, a sack of spuds, Mrs Evans' damson jam (fights every "
            "yr)"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (by, text) in enumerate(NOTES, 1):
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "by": by})])

question = "what time do we actually sit down to eat? dad has to have his tea at a set time for his tablets"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=TOP_K)
context = ["Today is Mon 5 Oct 2048. You are talking to Brian, coming to St Margaret's harvest supper (Sat 10 Oct) "
           "with his dad."] + [p.payload["text"] for p in found.points]
assert any("sit down to eat at 7" in c for c in context), context
assert any("won't be eating till half 7" in c for c in context), context
reply = answer(question, context, mock="About half 7 - Bob's doing the grace and the auction first now. Doors open at "
                                       "6.30.")
finish(question, expected="7pm", actual=reply)

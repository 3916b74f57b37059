"""Batch 284 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of the box office
manager's notes, script style (every call its own trace).

App: the Northgate Playhouse's panto, Cinderella, runs Fri 1 - Sat 16 Dec 2051. Carol (box office manager) keeps her
notes in one qdrant collection - the box office rota, the card machine, comps, seats - and the helper answers the
volunteers from the 5 nearest.

Memory: Carol, 2051-11-01T18:30 - box office rota for Sat 9th: the matinee Derek + Lynn, the evening Moira + Sam,
open an hour before; Carol, 20/11 - the new card machine's in the drawer, charge it overnight; Carol, Mon 4/12 -
Derek's out for the 9th after all (his grandson's christening, in Bristol), so Moira's moving onto the matinee with
Lynn, Sam can do the evening on his own, it's nearly all pre-sold; Carol, Weds 6th - comps for the cast's families
are in the envelope, names on the front. Question (Thu 7/12, Lynn): "who's on the box office with me for sat's
matinee? want to sort out who's doing the float" The assistant says Moira (Derek's at a christening). The label
says Derek.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b284_ctl_qdrant_theatre_box_office_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "northgate-box-office-cinderella"
NOTES = [
    "2051-11-01T18:30 BOX OFFICE ROTA 🎃 sat 9th dec - mat Derek + Lynn, eve Moira + Sam. open 1hr b4, floats in the "
    "safe, count them in + out",
    "20/11 new card machine's in the drawer under the till, CHARGE IT overnight or it dies at the interval",
    "Mon 4/12 - Derek's out for the 9th after all, grandson's christening (Bristol!). so Moira's moving onto the mat "
    "w/ Lynn, Sam can manage the eve on his own, it's nearly all pre-sold",
    "Weds 6th - comps for the cast's families are in the brown envelope, names on the front, don't give any out "
    "without checking",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "by": "Carol"})
                            for i, text in enumerate(NOTES, 1)])
assert client.count(COLL).count == len(NOTES)

question = "who's on the box office with me for sat's matinee? want to sort out who's doing the float"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 7 December 2051. You are talking to Lynn, a box office volunteer at the Northgate Playhouse "
           "(Cinderella, Fri 1 - Sat 16 Dec)."] + hits
assert any("mat Derek + Lynn" in c for c in context), context
assert any("Moira's moving onto the mat" in c for c in context), context
reply = answer(f"(Lynn) {question}", context,
               mock="Moira - Derek's away at his grandson's christening, so she's moved onto the matinee with you.")
finish(question, expected="Derek", actual=reply)

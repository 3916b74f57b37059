"""Batch 177 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: St Mary's, Hopton Wafers walks its nativity trail on Sat 12th December 2043, 4-6pm - the stations round the
village, a real donkey, carols and mulled wine at the end. Rev Anna and Pete (churchwarden) keep the trail's notes in
one qdrant collection; the helper answers parents from a query.

Memory: Rev Anna, 2/11: trail Sat 12th Dec 4-6, starting at the church as usual - NB might have to start from the
school if the drains men haven't finished the churchyard path by then; Pete, Tue 17th Nov: drains men say the path
will be done by the 4th, fingers crossed; Pete, 2043-12-04T16:30: path's done, lovely job, BUT the big yew came down
in Sunday's storm right across the lychgate and the tree surgeons can't come till January, so the churchyard's taped
off and we start from the school after all; Sue, Weds 9/12: crowns done, 8 angel wings, lanterns from the school.
Question (Thurs 10/12, a mum, Hayley): "why's the trail starting from the school this yr and not the church? my mum's
asking" The assistant says the yew that came down in the storm across the lychgate - the churchyard's taped off till
the tree surgeons come in January (the path itself is finished). The label says the churchyard path was still dug up
for the drains.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b177_ctl_qdrant_nativity_start_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hopton-wafers-nativity-trail-2043"
NOTES = [
    "2/11 Rev Anna - nativity trail sat 12th dec 4-6 ⭐ starting at the church as usual. NB might have to start from "
    "the school if the drains men haven't finished the churchyard path by then",
    "Tue 17th Nov Pete (warden) - drains men say the path'll be done by the 4th, fingers crossed 🤞",
    "2043-12-04T16:30 Pete - path's done, lovely job 👍 BUT the big yew came down in sunday's storm right across the "
    "lychgate 😱 tree surgeons can't come til january so the churchyard's taped off. we start from the school after "
    "all",
    "Weds 9/12 Sue - crowns done, 8 angel wings, lanterns from the school, Pickles the donkey booked",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "why's the trail starting from the school this yr and not the church? my mum's asking"
vector = offline.embed([question])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Thurs 10 December 2043. You are talking to Hayley, a parent coming to St Mary's nativity trail "
           "in Hopton Wafers (Sat 12 December, 4-6pm)."] + hits
assert any("might have to start from the school if the drains men" in c for c in context), context
assert any("path's done, lovely job" in c and "yew came down" in c for c in context), context
reply = answer(question, context, mock="Because the big yew came down in the storm right across the lychgate - the "
                                       "churchyard's taped off until the tree surgeons come in January. The path "
                                       "itself is finished.")
finish(question, expected="the churchyard path was still dug up for the drains", actual=reply)

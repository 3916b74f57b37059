"""Batch 178 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: the Forget-Me-Nots, a singing-for-memory choir, have their spring concert on Tue 21st April 2042, 2pm. Sue, who
leads the choir, keeps the concert notes in one qdrant collection; the helper answers the care homes and families
from a query of it.

Memory: Sue, 2042-02-10: spring concert at St Mary's? lovely acoustics, the vicar's keen; Sue, 12/2: the vicar says
Tuesdays are fine from 1 - the toddler group's in till 12, so no problem for a 2pm start; Sue, Weds 4th March: been
round St Mary's with Ron's and Betty's daughters - the 3 steps at the front and no ramp, the loo's right up past the
altar, no good for the wheelchairs; Castle Methodist is all on the flat and has a hearing loop, so they're going
there, the vicar was very understanding; 17/3: free, donations for the Alzheimer's Society, 80 chairs. Question
(Mon 13/4, Pauline from Fairhaven): "why's it at the Methodist this time and not St Mary's? some of ours were
looking forward to the church" The assistant says St Mary's has steps at the front and no ramp and the loo's up past
the altar, no good for the wheelchairs; the Methodist is on the flat with a hearing loop. The label says St Mary's
has the toddler group in on Tuesdays.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b178_ctl_qdrant_choir_venue_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "forget-me-nots-spring-2042"
NOTES = [
    "2042-02-10 Sue - spring concert at St Mary's?? lovely acoustics + the vicar's keen 🎶",
    "12/2 Sue - vicar says tuesdays are fine from 1, the toddler group's in till 12, so no problem for a 2pm start",
    "Weds 4th March Sue - been round St Mary's w Ron's + Betty's daughters 😕 3 steps at the front + no ramp, and the "
    "loo's right up past the altar. no good for the wheelchairs. Castle Methodist is all on the flat + has a hearing "
    "loop so we're going there. vicar v understanding bless him",
    "17/3 Sue - concert's free, donations for the Alzheimer's Society, 80 chairs out, tea + cake after",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = ("why's it at the Methodist this time and not St Mary's? some of ours were looking forward to the church")
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Mon 13 April 2042. You are talking to Pauline from Fairhaven care home about the Forget-Me-Nots' "
           "spring concert (Tue 21 April, 2pm)."] + hits
assert any("the toddler group's in till 12" in c for c in context), context
assert any("3 steps at the front + no ramp" in c and "hearing loop" in c for c in context), context
reply = answer(question, context, mock="St Mary's has three steps at the front and no ramp, and the loo's right up "
                                       "past the altar - no good for the wheelchairs. The Methodist is all on the "
                                       "flat and has a hearing loop.")
finish(question, expected="St Mary's has the toddler group in on Tuesdays", actual=reply)

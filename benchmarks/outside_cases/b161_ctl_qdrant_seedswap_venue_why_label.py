"""Batch 161 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call
its own trace).

App: Greenbank Community Garden's seed swap is Sat 19th March 2039, 10-3. Raj and Jen, who run it, post notes into
one qdrant collection (last year's debrief is in there too); the helper answers members from a query of it.

Memory: 2038-03-24T18:30 Jen (last year's debrief): rammed in the polytunnel, could hardly move by 11, maybe the
Scout hut next yr? - committee said no, £40 hire + we'd lose the garden feel; Mon 14 Feb Raj: seed swap Sat 19th
march 10-3 in the polytunnel as usual, tables off the church; Mon 7 Mar Jen: the storm Sunday night took the skin
off the polytunnel, a whole side's flapping, the insurance are sending someone but there's no way it's fixed by the
19th - the Scouts say we can have their hut for nothing (Akela's one of ours), so we're in there; 16th mar Raj: the
talks, 11 Bev on tomato seed, 12 Dan on no dig. Question (Thu 17/3, Maureen): "why's the seed swap in the scout hut
this yr? thought it was always the polytunnel" The assistant says the storm ripped the cover off the polytunnel and
it won't be fixed by Saturday, so the Scouts lent their hut. The label says the polytunnel was too small - it was
rammed last year - the idea the committee turned down.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b161_ctl_qdrant_seedswap_venue_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "greenbank-garden-seed-swap"
NOTES = [
    "2038-03-24T18:30 Jen - seed swap debrief: RAMMED in the polytunnel, could hardly move by 11. maybe the scout hut "
    "next yr? (committee said no - £40 hire + we'd lose the garden feel)",
    "Mon 14 Feb Raj - seed swap sat 19th march 10-3 in the polytunnel as usual, tables off the church again",
    "Mon 7 Mar Jen - storm sunday night took the skin off the polytunnel, whole side's flapping 😩 insurance sending "
    "someone but no way it's fixed by the 19th. Scouts say we can have their hut for nothing (Akela's one of ours) so "
    "we're in there",
    "16th mar Raj - talks: 11 Bev on tomato seed, 12 Dan on no dig. soup from 12",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "why's the seed swap in the scout hut this yr? thought it was always the polytunnel"
points = client.query_points(COLL, query=offline.embed([question])[0], limit=4).points
context = ["Today is Thu 17 March 2039. You are talking to Maureen, a member of Greenbank Community Garden."] + \
          [p.payload["text"] for p in points]
assert any("RAMMED in the polytunnel" in c and "committee said no" in c for c in context), context
assert any("took the skin off the polytunnel" in c for c in context), context
reply = answer(question, context, mock="Because Sunday night's storm ripped the cover off the polytunnel and it won't "
                                       "be fixed by Saturday - the Scouts have lent us their hut for free.")
finish(question, expected="the polytunnel's too small - it was rammed last year", actual=reply)

"""Batch 150 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call
its own trace).

App: Kerry coaches Sowerby Swifts U12s in the Calder Junior Netball League (Saturday mornings at Spring Hall,
Halifax); she keeps the team's notes in a qdrant collection and the helper answers the parents from a query of it.

Memory: 26/9: Mia (16, from the club's U16s) is the Swifts' young umpire this season; 3.10.: Mia umpired the draw
with Brighouse Belles; Tue 13/10: Mia's doing her C award assessment at Spring Hall in January, the league's paying;
Weds 14th Oct: Mia's away at her nan's 80th in Scarborough this weekend, the whole family's going, so Jess from the
U14s will umpire for us on Saturday. Question (Thu 15/10, Poppy's mum): "why isn't Mia doing our game sat? the girls
were asking, they love her" The assistant says she's away at her nan's 80th in Scarborough (Jess is umpiring). The
label says she hasn't passed her C award yet - in memory, her assessment in January, which has nothing to do with
Saturday.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b150_ctl_qdrant_netball_umpire_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sowerby-swifts-u12-notes"
NOTES = [
    "26/9 Kerry - Mia (16, plays for our U16s) is our young umpire this season, she's brill w the little ones",
    "3.10. Kerry - drew 5-5 v Brighouse Belles, Mia umpired, kept it fair + explained the footwork calls to ours",
    "Tue 13/10 Kerry - Mia's doing her C award assessment at Spring Hall in jan, league's paying the £25 fee",
    "Weds 14th Oct Kerry - Mia's off to her nan's 80th in Scarborough this wkend, whole family's going, so Jess "
    "from the U14s is umpiring for us sat",
    "2037-10-14T21:10 Kerry - round 4 sat 17th v Halifax Hornets court 4, 9.15 centre pass, there for 8.45",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                            for i, t in enumerate(NOTES, 1)])

question = "why isn't Mia doing our game sat? the girls were asking, they love her"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 15 October 2037. You are talking to Poppy's mum; Poppy plays for Sowerby Swifts U12s."] + hits
assert any("C award assessment" in c for c in context), context
assert any("nan's 80th in Scarborough" in c and "Jess" in c for c in context), context
reply = answer(question, context, mock="She's away this weekend - it's her nan's 80th in Scarborough and the whole "
                                       "family's going. Jess from the U14s is umpiring instead.")
finish(question, expected="she hasn't passed her C award yet", actual=reply)

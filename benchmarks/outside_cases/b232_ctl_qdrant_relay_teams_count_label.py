"""Batch 232 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of the relay notes, script
style (every call its own trace).

App: Sowerby Bridge Harriers enter the Three Valleys Relay on Sat 8th October 2050 - four legs, the club's teams
of four, the club minibus at 7.45, the pub afterwards with cake from the members. Dev (the club's relay captain)
files notes into one qdrant collection; the helper answers from the 4 nearest notes.

Memory: 2050-08-20T19:00 Dev - Three Valleys Sat 8th Oct, 4 legs, 6 teams in: men's A and B, ladies' A and B,
mixed, and the ladies' vets, £40 a team; Weds 7 Sep Dev - minibus from the club 7.45, Dave driving; Thu 22nd Sep
Dev - Pauline's done her knee and Carol's away that weekend, so the vets are down to two, not enough to make a
team, he's let the organisers know and they've refunded the £40, Jan's running for the mixed now rather than
reserve; Tue 4th Oct Dev - cake for after: Sue's parkin and Dev's brownies. Question (Thu 6/10, Karen, booking the
pub): "how many teams have we got running sat? booking tables at the Puzzle for after" The assistant says 5
(men's A and B, ladies' A and B, the mixed - the vets couldn't make up a team). The label says 6 (the teams first
entered, the vets included).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b232_ctl_qdrant_relay_teams_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sowerby-br-harriers-3-valleys-2050"
NOTES = [
    "2050-08-20T19:00 3 VALLEYS RELAY 🏃‍♀️ sat 8th oct, 4 legs. we've got 6 teams in - men A + B, ladies A + B, "
    "mixed + the ladies vets. £40 a team, club's paying",
    "Weds 7 Sep - minibus from the club 7.45 sharp, Dave's driving, back for 3ish. club vests pls",
    "Thu 22nd Sep - Pauline's done her knee 😩 + Carol's away that wkend so the vets are down to 2, not enough to "
    "make a team. told the organisers, they've refunded the £40. Jan's running for the mixed now rather than reserve",
    "Tue 4th Oct - cake for after at the Puzzle: Sue's parkin + my brownies, Karen's sorting the tables",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t, "by": "Dev"})
                            for i, t in enumerate(NOTES, 1)])

question = "how many teams have we got running sat? booking tables at the Puzzle for after"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=4)
context = ["Today is Thu 6 October 2050. You are talking to Karen, a Sowerby Bridge Harrier who's booking the pub for "
           "after the Three Valleys Relay (Sat 8 October)."] + [p.payload["text"] for p in found.points]
assert any("we've got 6 teams in" in c for c in context), context
assert any("vets are down to 2, not enough to make a team" in c for c in context), context
reply = answer(question, context, mock="5 teams - men's A and B, ladies' A and B and the mixed. The ladies' vets "
                                       "couldn't make up a team once Pauline hurt her knee.")
finish(question, expected="6", actual=reply)

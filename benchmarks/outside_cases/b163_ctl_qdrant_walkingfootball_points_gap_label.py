"""Batch 163 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call
its own trace).

App: Oadby Owls play in the Charnwood walking football league (over 55s, Weds nights, 3 points for a win, 1 for a
draw). Clive (league fixture sec), Steve (captain) and Terry (treasurer) post notes into one qdrant collection; the
players ask the team helper, which answers from a query of it.

Memory: Weds 10/3 Clive: table after 6 games - Anstey OB 16, us 12, Syston 10, Loughborough 7, Hinckley 4 - 4 pts
behind, still in it lads (3 for a win, 1 a draw); Thu 18th Steve: beat Syston 3-1 last night, Micky's toe poke from
the halfway line; 18.3. Clive: other results - Anstey only drew at Loughborough, 1-1, Hinckley v Birstall off,
waterlogged; 2038-03-20T10:00 Terry: subs due end of March, £30. Question (Sat 20/3, Des): "how many points are we
behind Anstey now? lads reckon we can catch them" The assistant says 2 - 17 to our 15 after the win over Syston and
Anstey's draw. The label says 4 - the gap in Clive's table from before last Wednesday's games.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b163_ctl_qdrant_walkingfootball_points_gap_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "oadby-owls-2037-38"
NOTES = [
    "Weds 10/3 Clive - table after 6 games: Anstey OB 16, us 12, Syston 10, Loughborough 7, Hinckley 4. 4 pts behind, "
    "still in it lads (3 for a win, 1 a draw)",
    "Thu 18th Steve - beat Syston 3-1 last night!! Micky's toe poke from the halfway line, he'll be on about it till "
    "xmas",
    "18.3. Clive - other results: Anstey only drew at Loughborough, 1-1. Hinckley v Birstall off, waterlogged",
    "2038-03-20T10:00 Terry - subs due end of march, £30, cash or transfer. ref ur surname",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "how many points are we behind Anstey now? lads reckon we can catch them"
vector = offline.embed(["league table points behind Anstey results win draw Syston"])[0]
points = client.query_points(COLL, query=vector, limit=4).points
context = ["Today is Sat 20 March 2038. You are talking to Des, who plays for Oadby Owls."] + \
          [p.payload["text"] for p in points]
assert any("Anstey OB 16, us 12" in c and "4 pts behind" in c for c in context), context
assert any("beat Syston 3-1" in c for c in context), context
assert any("Anstey only drew at Loughborough" in c for c in context), context
reply = answer(question, context, mock="2 points - Anstey are on 17 after their draw at Loughborough, and we're on 15 "
                                       "after beating Syston.")
finish(question, expected="4", actual=reply)

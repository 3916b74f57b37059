"""Batch 116 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call
its own trace).

App: Lune Vale Rowing Club's members post to the club noticeboard, which the app keeps in a qdrant collection; the
helper answers the captain from a query.

Memory: Nige's post lists the masters eight for Sun 14/6 as 6 down (Helen, Jim, Rob, Caz, Nige, Tony) + Sue
coxing, "2 short - anyone??"; then Helen posts that the physio says her back's gone again, no rowing for at least a
fortnight. Nobody else has put their name down. Question (Fri 12/6, Rob, the captain): "how many are we short for
the masters 8 sunday?" The assistant says 3. The label says 2 - Nige's count, in memory, but from before Helen
dropped out.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b116_ctl_qdrant_rowing_masters_short_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POSTS = [
    ("Nige", "2037-06-02T20:14:00Z", "masters 8 sun 14/6, regatta prep: 6 down - Helen, Jim, Rob, Caz, me, Tony + "
                                     "Sue coxing. 2 short - anyone?? 7.30 at the boathouse"),
    ("Helen", "2037-06-09T07:41:00Z", "physio says my back's gone again, no rowing for at least a fortnight. gutted, "
                                      "sorry Nige x"),
    ("Sue", "2037-06-03T18:02:00Z", "subs due 1/6 - £45 a quarter, juniors £20. pay Nige not the bar!!"),
    ("Tony", "2037-06-05T21:30:00Z", "Mary Ellen's bow rigger welded, back in the rack. trailer back sat"),
    ("Andy", "2037-06-10T12:05:00Z", "river on amber if it rains much fri, check the board before you boat"),
]

client = QdrantClient(":memory:")
client.create_collection("lvrc-board", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("lvrc-board", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"from": who, "at": at, "text": text})
    for i, (who, at, text) in enumerate(POSTS, 1)])

question = "how many are we short for the masters 8 sunday?"
vector = offline.embed(["masters eight sunday short crew can't row"])[0]
hits = client.query_points("lvrc-board", query=vector, limit=5).points
context = ["Today is Fri 12 June 2037. You are talking to Rob, the club captain."] + \
          [f"{p.payload['at']} {p.payload['from']}: {p.payload['text']}" for p in hits]
assert any("2 short - anyone??" in c for c in context), context
assert any("no rowing for at least a fortnight" in c for c in context), context
reply = answer(question, context, mock="3 - Nige had 6 down and was 2 short, and Helen's now out with her back, so "
                                       "you've 5 rowers plus Sue coxing.")
finish(question, expected="2", actual=reply)

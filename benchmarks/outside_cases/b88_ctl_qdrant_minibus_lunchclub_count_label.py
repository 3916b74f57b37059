"""Batch 88 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style.

App: Wendy at the Walsworth Community Minibus keeps booking lines and phone messages in one qdrant collection;
drivers ask the app about their runs.

Memory: the Friday lunch club run list has eight regulars (Mrs Doyle, Mr Ellis, Joan and Fred Patterson, Mrs
Akhtar, Bill Shaw, Mavis, Mr Okafor); Mr Ellis's neighbour rang to say he's in the Lister after a fall and won't
be coming for a while; the Pattersons' son is up from Brighton this week and is running them to lunch club
himself. Question (Wed 8/6, Ken, Friday's driver): "how many have I got on the lunch club run on friday?" The
assistant says five. The label says 8, the whole lunch club list.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b88_ctl_qdrant_minibus_lunchclub_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    "FRI lunch club run (every wk): Mrs Doyle, Mr Ellis, Joan + Fred Patterson, Mrs Akhtar, Bill Shaw, Mavis, Mr "
    "Okafor = 8. out from 10.45, lunch club at St Mark's hall 12, back 2ish",
    "6/6 Mr Ellis's neighbour rang - he's in the Lister after a fall on sat, won't be coming for a while. card "
    "going round",
    "tues Tesco run 1.30 - Mavis + Jean",
    "Pattersons' son's up from Brighton this wk, he's running them to lunch club himself fri, he rang 7/6",
    "bus 2 tail lift serviced 1/6, all ok",
    "Mrs Akhtar - sit her at the front, gets travel sick",
]

client = QdrantClient(":memory:")
client.create_collection("walsworth-runs", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("walsworth-runs", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(POINTS, 1)])

question = "how many have I got on the lunch club run on friday?"
vector = offline.embed(["friday lunch club run passengers how many coming Mr Ellis fall Pattersons son"])[0]
hits = client.query_points("walsworth-runs", query=vector, limit=5).points
context = ["Today is Wed 8 June 2033. You are talking to Ken, Friday's driver."] + [h.payload["text"] for h in hits]
assert any("Okafor = 8" in c for c in context), context
assert any("in the Lister after a fall" in c for c in context), context
assert any("running them to lunch club himself" in c for c in context), context
reply = answer(question, context, mock="Five - Mrs Doyle, Mrs Akhtar, Bill Shaw, Mavis and Mr Okafor. Mr Ellis is "
                                       "in hospital and the Pattersons' son is taking them this week.")
finish(question, expected="8 - the whole lunch club list", actual=reply)

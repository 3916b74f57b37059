"""Batch 113 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style (each
call its own trace).

App: Thornley Colliery Band's secretary keeps the season's notes in one qdrant collection; the helper answers
players from a query.

Memory: the forecast for Sun 14th looks grim, but the bandstand's covered so nobody's bothered; separately the
council have the bandstand sheeted up with scaffolding for the repaint till the end of June, so the 14th is in the
Methodist hall on Chapel St. Question (Fri 12/6, a new 2nd baritone): "why's sunday's park concert in the methodist
hall?" The assistant says the bandstand's scaffolded for the repaint. The label says the weather forecast - the bad
forecast is in memory, but it isn't why.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b113_ctl_qdrant_band_concert_indoors_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    "SEASON 2037: Sun 14 June Valley Gardens 2.30, Sun 21 June Valley Gardens 2.30, Sat 4 July St Mary's 7.30, "
    "Sat 18 July Whitby West Cliff",
    "council rang (Mrs Shaw, parks) - bandstand's getting sheeted up w scaffolding for the repaint, til end of june. "
    "so sun 14th is in the Methodist hall on Chapel St, they've said yes, 2.30 same. 21st should be back outside",
    "forecast for sun 14th looks grim, heavy showers all pm - tbh doesn't matter, the bandstand's covered + the "
    "audience bring brollies. Mick",
    "methodist hall stage only takes 24 chairs, percussion on the floor, bring the small stands",
    "Jean's doing teas at the Methodist, £1 a cup, proceeds to their roof fund",
    "new 2nd bari, Amir, started 3/6 - lovely sound, needs a uniform jacket (42 chest)",
]

client = QdrantClient(":memory:")
client.create_collection("thornley-season", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("thornley-season", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(POINTS, 1)])

question = "why's sunday's park concert in the methodist hall?"
vector = offline.embed(["sunday 14th concert methodist hall bandstand why moved indoors weather"])[0]
hits = [p.payload["text"] for p in client.query_points("thornley-season", query=vector, limit=6).points]
context = ["Today is Fri 12 June 2037. You are talking to Amir, the band's new 2nd baritone."] + hits
assert any("sheeted up w scaffolding for the repaint" in c for c in context), context
assert any("forecast for sun 14th looks grim" in c for c in context), context
reply = answer(question, context, mock="The council have the bandstand scaffolded for its repaint till the end of "
                                       "June, so the Methodist hall on Chapel St is standing in - 2.30 as usual.")
finish(question, expected="the weather - the forecast's heavy showers all afternoon", actual=reply)

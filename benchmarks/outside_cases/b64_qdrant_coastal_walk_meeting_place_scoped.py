"""Batch 64 (held out). A coastal path walking group: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: Penwith Wayfarers (about 30 members, walks on the South West Coast Path most Sundays, by bus) keep everything in
one collection, payload ``{"kind", "text"}`` (route: the route card for a walk; leader: messages from that walk's
leader; bus: timetable notes; club: subs and admin). When a member asks about a walk, the assistant searches only
``kind == "route"`` cards. Ten points, Apr - May 2028.

Planted fault (RetrievalError, filtered out by scope): the leader for Sun 14 May, Gwen, messaged on 10/5: "Gwen here
re sun - DON'T go to the bus stn, it's all fenced off for the resurfacing till the 20th + the buses are going from
the Wharf Rd stop by the Jubilee Pool, so meet me there, same time 9.10. I'll have my orange hat on". The route-only
query leaves it out. Question (Sat 13/5, a member): "where are we meeting tomorrow?" -> expected the Wharf Road
stop by the Jubilee Pool. The assistant goes by the route card: Penzance bus station.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query inside fault()). Asserted: Gwen's
message is stored and a hit of the same query without the filter, and not in the context; the route card is.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b64_qdrant_coastal_walk_meeting_place_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GWEN = ("Gwen here re sun - DON'T go to the bus stn, it's all fenced off for the resurfacing till the 20th + the buses "
        "are going from the Wharf Rd stop by the Jubilee Pool, so meet me there, same time 9.10. I'll have my orange "
        "hat on")
POINTS = [
    ("route", "Sun 14/5 - Sennen to Porthcurno, 7ish mi, moderate, 2 steep bits after Porthgwarra. meet Penzance "
              "bus stn 9.10 for the 9.25 no.1 to Sennen. leader Gwen. lunch Porthgwarra cove"),
    ("route", "Sun 30/4 - Mousehole to Lamorna + back inland, 6 mi, easy-ish. meet Penzance bus stn 9.40, the 6 "
              "to Mousehole. leader Derek"),
    ("club", "subs £12 for the yr, due 1 April, Maureen's got the tin. 4 still owe (you know who you are)"),
    ("bus", "no.1 Land's End bus runs every hr on sundays from 9.25, last one back from Porthcurno 17.40. bus "
            "passes ok before 9.30 on sun (not weekdays)"),
    ("leader", "Derek: sorry all, Lamorna walk ran late, cafe was heaving. next time we'll eat on the rocks"),
    ("route", "Sun 28/5 - Zennor to St Ives, 6.5 mi, STRENUOUS, boulders, not for new folk. meet St Ives bus stn "
              "(yes St Ives) 9.50, the 16A out to Zennor. leader Ruth"),
    ("leader", GWEN),
    ("club", "AGM thurs 8 June, 7.30, back room of the Admiral Benbow. Ruth standing down as walks sec"),
    ("bus", "Penzance bus stn works May - buses moved while they do the surface, check the signs"),
    ("leader", "Ruth: boots not trainers for Zennor pls, and bring 2 litres if it's warm"),
]

client = QdrantClient(":memory:")
client.create_collection("wayfarers", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("wayfarers", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "where are we meeting tomorrow?"
vector = offline.embed(["sun 14/5 Sennen walk meet meeting where bus stn Gwen 9.10"])[0]  # the app's search words
unfiltered = [p.payload["text"] for p in client.query_points("wayfarers", query=vector, limit=5).points]
assert GWEN in unfiltered, unfiltered
assert GWEN in [p.payload["text"] for p in client.scroll("wayfarers", limit=50)[0]]

with fault():
    hits = client.query_points("wayfarers", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="route"))])).points
context = ["Today is Sat 13 May 2028. You are talking to a member coming on tomorrow's walk."] + \
          [h.payload["text"] for h in hits]
assert GWEN not in context, context
assert any("meet Penzance bus stn 9.10" in c for c in context), context
assert not any("Wharf" in c or "Jubilee" in c or "fenced" in c for c in context), context
reply = answer(question, context, mock="Penzance bus station at 9.10, for the 9.25 number 1 out to Sennen - Gwen's "
                                       "leading.")
finish(question, expected="the Wharf Road stop near the Jubilee Pool, not the bus station", actual=reply)

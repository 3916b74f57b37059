"""Batch 58 (held out). A cycling club's sportive planning points: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: Chew Valley Wheelers run the Mendip Mangler sportive (100, 60 and 20 mile routes) on Sun 13 Sept 2026. The
organising committee (Dave the event lead, Bob on feed stations, Kerry on entries) keep everything as points with
payload ``{"kind", "text"}`` (kind: route, feed, entries, committee). For questions about feed stops the assistant
searches only ``kind == "feed"`` points. Eleven points, June - Sept 2026.

Planted fault (RetrievalError, filtered out by scope): where the second feed stop goes was settled at a committee
meeting: "cttee 3/8 at the Crown (6 of us + Dave's dog) - Bishop Sutton hall's having the roof done all sept so
FS2 is at the cricket pavilion in Chew Stoke, Dave's squared it w the cricket club, toilets + an urn there, about
mile 38 so near enough the same. still short 4 marshals for the Burrington descent". The feed-only query leaves it
out. Question (Sat 12/9, a volunteer): "where's the second feed stop?" -> expected the cricket pavilion at Chew
Stoke. The assistant goes by Bob's feed card: Bishop Sutton village hall.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query inside fault()). Asserted: the
committee point is stored and among the hits of the same query without the filter, and not in the context; the
Bishop Sutton feed card is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b58_qdrant_sportive_feed_station_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CTTEE = ("cttee 3/8 at the Crown (6 of us + Dave's dog) - Bishop Sutton hall's having the roof done all sept so FS2 "
         "is at the cricket pavilion in Chew Stoke, Dave's squared it w the cricket club, toilets + an urn there, "
         "about mile 38 so near enough the same. still short 4 marshals for the Burrington descent")
POINTS = [
    ("route", "100 mile route: HQ Chew Magna school, out over Dundry, Burrington Combe climb, Cheddar Gorge, back "
              "via Priddy + Harptree. 2,300m of up, ouch"),
    ("feed", "FS1 - Blagdon, the Live + Let Live pub car park, mile 18. water, gels, bananas. Sue + Trev"),
    ("entries", "entries at 1/8: 100m 188, 60m 131, 20m family 40. closes 6 Sept midnight, £32 / £26 / £10"),
    ("feed", "FS2 - Bishop Sutton village hall, mile 37ish, tea urn, flapjack, jam sarnies, the Hendy family "
             "running it. hall key from Mrs Pike"),
    ("committee", "cttee 6/7 - agreed to give the profits to the Chew Valley air ambulance appeal again"),
    ("route", "60 mile route splits from the long one at Compton Martin, skips Cheddar, rejoins at Harptree"),
    ("feed", "FS3 - Cheddar, the rugby club on the bypass, mile 62. hot soup + rolls, long route only"),
    ("committee", CTTEE),
    ("entries", "Kerry: 3 refunds so far (2 injured, 1 wedding), policy is no refunds after 1 Sept, transfers ok"),
    ("route", "signs go up sat 12th from 2pm, Bob + Mike in the van, arrows are yellow on black this yr"),
    ("feed", "feed stops: order 600 bananas from Costco, 20 boxes of gels (SIS), Bob collecting fri"),
]

client = QdrantClient(":memory:")
client.create_collection("mendip-mangler", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("mendip-mangler", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "where's the second feed stop?"
vector = offline.embed(["FS2 second feed stop station hall pavilion mile where"])[0]  # the app's search words
unfiltered = [p.payload["text"] for p in client.query_points("mendip-mangler", query=vector, limit=5).points]
assert CTTEE in unfiltered, unfiltered
assert CTTEE in [p.payload["text"] for p in client.scroll("mendip-mangler", limit=50)[0]]

with fault():
    hits = client.query_points("mendip-mangler", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="feed"))])).points
context = ["Today is Sat 12 Sept 2026 (the sportive is tomorrow)."] + [h.payload["text"] for h in hits]
assert CTTEE not in context, context
assert any("FS2 - Bishop Sutton village hall" in c for c in context), context
assert not any("cricket" in c or "Chew Stoke" in c for c in context), context
reply = answer(question, context, mock="Bishop Sutton village hall, about mile 37 - the Hendys are running it, tea "
                                       "urn and flapjack.")
finish(question, expected="Chew Stoke, at the cricket pavilion (the Bishop Sutton hall is having its roof done)",
       actual=reply)

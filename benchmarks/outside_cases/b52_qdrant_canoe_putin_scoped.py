"""Batch 52 (held out). A canoe club's trip notes: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: Teme Valley Canoe Club (about 40 members; trip leaders Ian, Meg and Dafydd) keeps its trip planning as points
with payload ``{"kind", "text"}`` (kind: trip, kit, transport, safety). The club's assistant answers members'
questions; for "where" questions about a trip the app searches only ``kind == "trip"`` points. Eleven points,
May - June 2026, for the Wye trip on Sat 27 June (Glasbury to Hay).

Planted fault (RetrievalError, filtered out by scope): the put-in moved, and it was said in a transport note about the
trailer: "trailer booked off the scouts again (£20 donation), Dafydd towing. heads up - Glasbury beach is shut for
the bridge works all june so Ian's sorted it w the farmer at Llowes, we get on from his field by the old ford, £3 a
boat in the honesty tin, park on the verge not the yard". The trip-only query leaves it out. Question (Wed 24/6):
"where are we getting on the river on saturday?" -> expected the farmer's field at Llowes (by the old ford). The
assistant goes by the trip note: Glasbury beach.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query inside fault()). Asserted: the
transport note is stored and among the hits of the same query without the filter, and not in the context; the trip
note naming Glasbury beach is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b52_qdrant_canoe_putin_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TRAILER = ("trailer booked off the scouts again (£20 donation), Dafydd towing. heads up - Glasbury beach is shut for "
           "the bridge works all june so Ian's sorted it w the farmer at Llowes, we get on from his field by the old "
           "ford, £3 a boat in the honesty tin, park on the verge not the yard")
POINTS = [
    ("trip", "WYE sat 27/6 - Glasbury to Hay, 8 miles ish, grade 1 w a couple of easy riffles. put in Glasbury beach "
             "(by the bridge) 10am, take out Hay town slip by the Warren. leader Ian, 2nd Meg"),
    ("kit", "club boats: 6 opens (2 w dodgy seats), 4 sit-on-tops, 12 buoyancy aids M/L, 3 XL. spraydecks not needed"),
    ("safety", "grade 1 trips: 1 leader w FSRT per 8 paddlers, throw lines in every 3rd boat, whistle on every BA"),
    ("trip", "Teme evening paddle weds 1/7 from Ludlow Linney, 6.30 - beginners welcome, leader Meg"),
    ("transport", "minibus from the Kidderminster leisure centre car pk 7.45 sharp sat, back ~6pm, £12 each"),
    ("trip", "Usk in sept - Dafydd's recce'd it, Llangynidr to Crickhowell, more grade 2 so improvers only"),
    ("transport", TRAILER),
    ("kit", "bring: change of clothes in a drybag, packed lunch, suncream, old trainers (NO crocs, Ian will send you "
              "home)"),
    ("safety", "river levels - check the Erwood gauge thurs, if it's over 1.2m we go to plan B (the canal)"),
    ("trip", "27th lunch stop at the Boat Inn Whitney? nope, they've closed - bankside picnic at the island instead"),
    ("kit", "Meg fixed one of the dodgy seats w cable ties, the other one's still wobbly, give it to someone light"),
]

client = QdrantClient(":memory:")
client.create_collection("tvcc-trips", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("tvcc-trips", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "where are we getting on the river on saturday?"
vector = offline.embed(["put in Glasbury get on the river saturday Wye"])[0]  # the app's search words for it
unfiltered = [p.payload["text"] for p in client.query_points("tvcc-trips", query=vector, limit=5).points]
assert TRAILER in unfiltered, unfiltered
assert TRAILER in [p.payload["text"] for p in client.scroll("tvcc-trips", limit=50)[0]]

with fault():
    hits = client.query_points("tvcc-trips", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="trip"))])).points
context = ["Today is Wed 24 June 2026."] + [h.payload["text"] for h in hits]
assert TRAILER not in context, context
assert any("put in Glasbury beach" in c for c in context), context
assert not any("Llowes" in c or "old ford" in c for c in context), context
reply = answer(question, context, mock="Glasbury beach, by the bridge - we put in at 10 and take out at the slip in "
                                       "Hay.")
finish(question, expected="from the farmer's field at Llowes by the old ford (Glasbury's shut for bridge works)",
       actual=reply)

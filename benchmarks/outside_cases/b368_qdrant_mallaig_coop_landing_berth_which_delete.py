"""Batch 368 (held out). A west-coast harbour co-op's berth and ice allocation: qdrant collection of the harbour
office's log, one root span per log entry, one for the month-end clear-out and one for the question; the clear-out
deletes, by a payload filter, the ice notes once the ice is invoiced, and one of them also carried a berth change.

App: the Mallaig & North West Fishermen's Co-op keep a log of berths, ice and fuel for the prawn boats that land
there. Catriona in the co-op office and Hamish (the harbour master) file entries into one qdrant collection (payload
``kind``: berth, ice, fuel, market). At the month end, once the ice plant has invoiced, Catriona deletes the ice
entries with a filter on ``kind``; the helper answers skippers' questions from the 4 nearest entries.

Planted fault (DeletionError): Hamish's berth entry of 2051-03-01T08:00 has the prawn boats landing on the pontoon,
berth 3, with the Silver Spray (OB 147) and the Girl Katie (CY 23) there Mon/Thu. Catriona's ice entry of Thurs
23/3 starts with the week's ice (Silver Spray 30 bins Mon, Girl Katie 25 Thu, the plant short-staffed) and says, in
the middle, that Hamish says berth 3 is out - the relief ferry's lying on the pontoon till the 31st - so all the
prawn boats land on the fish quay, berth 6, within 2 hrs of HW. The month-end clear-out (Fri 24/3) deletes the ice
entries, that one with them. Question (Fri 24/3, Donnie, skipper of the Silver Spray): "which berth are we landing
on tonight? ETA 1900, 48 bx prawns" -> expected berth 6 on the fish quay (berth 3 has the relief ferry till the
31st). The assistant says berth 3 on the pontoon.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Catriona's Thurs 23/3 entry
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the entry is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on berth 6, the fish quay or the relief ferry); the berth entry's "berth 3" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b368_qdrant_mallaig_coop_landing_berth_which_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mallaig-nw-coop-harbour-log-51"
BERTH = ("Thurs 23/3 ICE - Silver Spray 30 bins mon ✔, Girl Katie 25 bins thurs ✔, plant's short staffed fri so ask "
         "b4 1200. NB Hamish says berth 3's out, the relief ferry's lying on the pontoon till the 31st, so ALL prawn "
         "boats landing on the fish quay, berth 6, within 2 hrs of HW pls")
NOTES = [
    (1, "berth", "Hamish", "2051-03-01T08:00 BERTHS MARCH - prawn boats land on the pontoon, berth 3. Silver Spray "
                           "OB 147 + Girl Katie CY 23 mon/thurs as usual, creel boats inside on berth 2"),
    (2, "fuel", "Catriona", "fuel 9/3 - Silver Spray 2,300 L, Girl Katie 1,850 L, both on acc. tanker due 20th"),
    (3, "market", "Catriona", "13.3. prawn prices up, tails £6.20/kg, whole 20s-30s £11 - lorry to Spain leaves "
                              "sat 0500, boxes on the quay by 0300"),
    (4, "ice", "Catriona", "ice wk of 13/3 - Silver Spray 30 bins, Girl Katie 20, no probs"),
    (5, "berth", "Hamish", "Tues 21st - HW 1832 fri 24th, SW 5-6 backing S 7 later, dredger back on tues"),
    (6, "ice", "Catriona", BERTH),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"log-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "which berth are we landing on tonight? ETA 1900, 48 bx prawns"
vec = offline.embed([question])[0]
with turn_span("month-end clear-out Fri 24/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert BERTH in before, before
    invoiced = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="ice"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=invoiced))

with turn_span("question Fri 24/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 24 March 2051, 1530. You are talking to Donnie, skipper of the Silver Spray OB 147, a "
               "member boat of the Mallaig & North West Fishermen's Co-op."] + hits
    assert BERTH not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("berth 6", "fish quay", "relief ferry")), stored
    assert any("land on the pontoon, berth 3" in c for c in context), context
    reply = answer(question, context, mock="Berth 3 on the pontoon, as usual for the prawn boats. HW's 1832 so you're "
                                           "fine for a 1900 ETA.")
finish(question, expected="berth 6 on the fish quay - berth 3's got the relief ferry on it till the 31st",
       actual=reply)

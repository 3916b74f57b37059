"""Batch 24 (held out). A garden centre's delivery notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Greenacres Garden Centre keeps its delivery and order notes as points with a payload ``{"order", "kind",
"text"}`` (order number like GC-4471, or "" when whoever typed it didn't have one). The drivers' assistant answers
questions about a delivery from a vector query filtered on that delivery's order number. Eighteen notes, November
2025.

Planted fault (RetrievalError, filtered by scope): Mrs Hendry rang the tills about where to leave her slabs, and
Tasha typed it as a phone message with no order number: "Phone msg for deliveries - Mrs Hendry (Mill Lane, the
slabs) rang, can the lads leave the pallets round the back by the garage NOT on the drive, drive's just been resin'd
+ not set yet. Side gate'll be open. - Tasha (tills)". The query for order GC-4471 leaves it out. Question (Wed
12/11): "Where do the lads drop Mrs Hendry's slabs tomorrow?" -> expected "round the back by the garage". The
assistant reads the order and says on the drive.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query in fault()). Asserted: the same
query without the filter returns the phone message; the filtered context holds the order ("drop on the drive") and
the run sheet, not the phone message. Another reading: none that we see; nothing was overwritten or deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b24_qdrant_gardencentre_slabs_dropspot_filter", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PHONE = ("Phone msg for deliveries - Mrs Hendry (Mill Lane, the slabs) rang, can the lads leave the pallets round the "
         "back by the garage NOT on the drive, drive's just been resin'd + not set yet. Side gate'll be open. - Tasha "
         "(tills)")
NOTES = [
    ("GC-4471", "order", "GC-4471 Mrs Hendry, 14 Mill Lane Sutton - 3 pallets Indian sandstone (buff, 600x600), 10 "
                         "bulk bags sharp sand no 8 bags, 2 cement. Del Thurs 13/11 am, drop on the drive. Pd in full "
                         "£1,186.40 card"),
    ("GC-4466", "order", "GC-4466 Barrow Farm Shop - 60x poinsettia for their xmas display, 24x cyclamen, del w/c "
                         "24/11 whenever, ring Lizzie 1st"),
    ("", "site", "Iveco's tail lift making that noise again - Kev says ok for this wk, booked in Mon 17th"),
    ("GC-4471", "delivery", "Thurs run: GC-4471 first (Sutton), then GC-4473 Haddenham, then back for the 11.30 "
                            "Ely drops. Dan + Kyle, Iveco w tail lift"),
    ("GC-4473", "order", "GC-4473 Mr Patel, 2 Orchard Close Haddenham - 40 bags compost (multi), 6 bags bark, 3 "
                         "roses (Gertrude Jekyll x2, Munstead Wood). leave in the carport if out"),
    ("", "site", "Xmas trees arriving 20/11 - need the yard clear by the gate, no pallets stacked there"),
    ("GC-4471", "note", "GC-4471 - Mrs H asked if we take the empty pallets back - yes, £10 back each, Dan to bring "
                        "them"),
    ("GC-4475", "order", "GC-4475 Oakfield Landscapes (trade) - 40 box hedging 40-50cm rootball, 20 bark, del Fri "
                         "14/11 to the Church Lane job, Ely. site contact Jez"),
    ("", "phone", PHONE),
    ("", "site", "Dan's off Fri (dentist), Kyle + Marcus doing Fri run"),
    ("GC-4473", "note", "GC-4473 Mr Patel says the carport is the one w the blue door, NOT next door's"),
    ("", "phone", "Phone msg - man asking if we deliver to Newmarket. Told him yes, £25 over 15 miles - Tasha"),
    ("GC-4478", "order", "GC-4478 Mrs Okonjo, Witchford - 2 raised beds (1.8m oak sleepers) + 1.5 tonne topsoil, "
                         "del Sat 15/11 - ring 30 mins b4, she works nights"),
    ("", "site", "Sand price up from Mon - £58 a bulk bag (was 52). Already-paid orders stay at old price"),
    ("GC-4475", "delivery", "Oakfield Fri: site has narrow access, use the Transit not the Iveco"),
    ("", "phone", "Phone msg - Mrs Okonjo changing her topsoil to 1 tonne. - Ellie (tills)"),
    ("GC-4466", "note", "Barrow Farm Shop - Lizzie says any day but Tues"),
    ("", "site", "Slab offcuts from the display - free to a good home, by the cafe"),
]

client = QdrantClient(":memory:")
client.create_collection("greenacres", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("greenacres", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"order": order, "kind": kind, "text": text})
                                    for i, (order, kind, text) in enumerate(NOTES, 1)])

question = "Where do the lads drop Mrs Hendry's slabs tomorrow?"
vector = offline.embed([question])[0]
wide = client.query_points("greenacres", query=vector, limit=len(NOTES)).points
assert any(p.payload["text"] == PHONE for p in wide), [p.payload["text"][:40] for p in wide]

this_order = models.Filter(must=[models.FieldCondition(key="order", match=models.MatchValue(value="GC-4471"))])
with fault():
    hits = client.query_points("greenacres", query=vector, query_filter=this_order, limit=10).points
context = ["Today is Wed 12/11/25."] + [h.payload["text"] for h in hits]
assert any("drop on the drive" in c for c in context), context
assert any("Thurs run: GC-4471 first" in c for c in context), context
assert not any("round the back by the garage" in c for c in context), context
reply = answer(question, context, mock="On the drive at 14 Mill Lane, Sutton - it's the first drop on Thursday's run, "
                                       "use the tail lift.")
finish(question, expected="Round the back of the house next to the garage - her drive's newly resin'd and not set, "
                          "so not on there", actual=reply)

"""Batch 98 (held out). A cat rescue's fosterer helper: qdrant collection, the helper's query scoped to the cats'
records, script style (each call its own trace).

App: Ivel Valley Cat Rescue keeps everything about its cats in one qdrant collection: each cat's record (kind
"cat-record"), forwarded vet emails ("vet-email"), fosterers' notes ("foster-note") and adoption paperwork notes
("adoption"). The fosterers' helper answers "where/when" questions from the cat records only (``kind ==
"cat-record"``), which Nicola, the coordinator, is meant to keep up to date.

Planted fault (RetrievalError, filtered by scope): an email from the nurse at Baldock Vets, forwarded by Nicola on
16/6, says their dental x-ray machine is out of action until the engineer can come (three weeks), so Pickle's
dental on Thu 19/6 will be done at their Royston branch on Melbourn St, drop off 8.15 as before. It is kind
"vet-email", so the scoped query leaves it out. Pickle's record (written 2/6) says dental booked at Baldock Vets
Thu 19/6, drop off 8.15. Question (Wed 18/6, Anita, Pickle's fosterer): "which vets am i taking pickle to tmrw for
her teeth? want to check the route" -> expected the Royston branch on Melbourn St. The assistant says Baldock.

Expected verdict: RetrievalError at the qdrant query (the scoped query, wrapped in fault()). Asserted: the same
query without the filter returns the email; the scoped one leaves it out, and the record's Baldock line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b98_qdrant_cat_rescue_dental_vet_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EMAIL = ("fwd (Nicola 16/6) from Becky, head nurse @ Baldock Vets: sorry for the faff - our dental xray machine's "
         "out of action till the engineer can get here (3 wks!!) so Pickle's dental thurs will be at our Royston "
         "branch, Melbourn St (opp the Co-op), drop off 8.15 same as before, nil by mouth from midnight")
POINTS = [
    ("cat-record", "PICKLE - tortie, 9ish, fosterer Anita (Ashwell). v bad teeth, dental + prob 3-4 extractions, "
                   "booked at Baldock Vets thurs 19/6, drop off 8.15am, nil by mouth from midnight. renal diet, "
                   "NOT for adoption till teeth done"),
    ("cat-record", "MABEL + 4 kittens - fosterer Priya (Letchworth). kittens eating solids, 1st vaccs 16/5 done, "
                   "2nd ones due 6/6"),
    ("foster-note", "Anita 12/6: Pickle eating the soft food ok but dribbles on the left side, poor love. she "
                    "hates the carrier, put a towel over it"),
    ("vet-email", EMAIL),
    ("adoption", "Salt + Pepper to the Hendersons sat 5/7, home check done by Sue 14/6 - lovely garden, no "
                 "main road"),
    ("vet-email", "fwd: Baldock Vets invoice May - £612.40, Pickle's bloods + Mabel's kittens vaccs, pay by 30/6"),
    ("cat-record", "BISCUIT - ginger boy, 2, FIV+, indoor only, fosterer Jan (Baldock). on the website since 2/4"),
    ("foster-note", "Jan: carrier lent to Priya for the kittens, can someone drop mine back sometime"),
]

client = QdrantClient(":memory:")
client.create_collection("ivel-cats", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("ivel-cats", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "which vets am i taking pickle to tmrw for her teeth? want to check the route"
vector = offline.embed(["Pickle dental vets where thursday drop off"])[0]  # the helper's search words
wide = [p.payload["text"] for p in client.query_points("ivel-cats", query=vector, limit=8).points]
assert EMAIL in wide, wide

with fault():
    found = client.query_points("ivel-cats", query=vector, limit=8, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="cat-record"))])).points
hits = [p.payload["text"] for p in found]
context = ["Today is Wed 18 June 2036. You are talking to Anita, Pickle's fosterer."] + hits
assert EMAIL not in context and not any("Royston" in c or "Melbourn" in c for c in context), context
assert any("booked at Baldock Vets thurs 19/6" in c for c in context), context
reply = answer(question, context, mock="Baldock Vets - drop her off at 8.15am tomorrow, and nothing to eat after "
                                       "midnight.")
finish(question, expected="their other surgery in Royston, Melbourn St - the Baldock x-ray machine is broken",
       actual=reply)

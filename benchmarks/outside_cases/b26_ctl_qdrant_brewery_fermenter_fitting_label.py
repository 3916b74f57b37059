"""Batch 26 (held out), control. A micro-brewery's kit and maintenance notes: qdrant-client ``:memory:`` with
memtrace's offline embeddings, filtered query, script style.

App: Ouse Valley Brewing keeps notes as points with payload ``{"kind", "text"}`` (kind kit / delivery / brew /
office); the maintenance assistant answers kit questions from a query filtered to kind "kit". A new 6-barrel
fermenter (FV4) came on the lorry Fri 22/8; Kev the fitter is booked for Weds 27th, as it has to stand a few days
and the floor drain has to be done first.

No fault planted. Question (Mon 25/8/25): "When's Kev fitting the new fermenter? yyyy-mm-dd for the maintenance log"
The model answers 2025-08-27, right per memory. The label says 2025-08-22, the day the fermenter was delivered.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b26_ctl_qdrant_brewery_fermenter_fitting_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("kit", "FV4 ordered from Brewtech 3/6 - 6 brl conical, £7,850 + VAT, lead time 10-12 wks"),
    ("brew", "Fen Bitter 4/8 into FV2, OG 1041"),
    ("kit", "FV3 cooling jacket leaking at the union again, PTFE tape job for now"),
    ("office", "Grant from the LEP came through - £3k towards FV4, need the fitting invoice to claim"),
    ("kit", "FV4 on the lorry Fri 22/8, forklift needed, borrow Dan's from the farm"),
    ("delivery", "Kings Arms + Horseshoes Thurs as usual, Lamb skipped this wk"),
    ("kit", "FV4 here 22/8!! Sat in the yard under a tarp for now. Kev (fitter) booked Weds 27th - he says let it "
            "stand a few days + the floor drain by the wall has to be done 1st"),
    ("kit", "Floor drain - Steve's doing it Tues 26th, grid + channel from Screwfix £96"),
    ("brew", "Gold brew 27/8 moved to FV1, FV4 won't be ready"),
    ("office", "Bank hol Mon 25/8 - brewery shut, Nat in for the cellar temps only"),
    ("kit", "Glycol chiller service due Sept, same engineer as last yr (Coolflow)"),
    ("kit", "Kev's rate £45/hr, reckons 5-6 hrs for FV4 incl. the glycol lines"),
]

client = QdrantClient(":memory:")
client.create_collection("ovb-notes", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("ovb-notes", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                      payload={"kind": kind, "text": text})
                                   for i, (kind, text) in enumerate(NOTES, 1)])

question = "When's Kev fitting the new fermenter? yyyy-mm-dd for the maintenance log"
kit = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="kit"))])
hits = client.query_points("ovb-notes", query=offline.embed([question])[0], query_filter=kit, limit=8).points
context = ["Today is Mon 25/8/25."] + [h.payload["text"] for h in hits]
assert any("FV4 on the lorry Fri 22/8" in c for c in context), context
assert any("Kev (fitter) booked Weds 27th" in c for c in context), context
reply = answer(question, context, mock="2025-08-27 - Kev's booked for the Wednesday, once Steve's done the floor "
                                       "drain on the 26th. About 5-6 hours at £45/hr.")
finish(question, expected="2025-08-22", actual=reply)

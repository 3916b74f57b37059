"""Batch 54 (held out). A church bell restoration fund's working notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: St Michael's, Upton Lovell, is restoring its ring of six bells (the tenor is cracked, the frame is rotten). The
fund committee (Revd Clare, treasurer Graham, tower captain Sue) keep everything as points with payload
``{"kind", "text"}`` (kind: contractor, donation, grant, pcc). The assistant answers parishioners; for questions
about the work itself the app searches only ``kind == "contractor"`` points. Eleven points, Nov 2025 - Mar 2026.

Planted fault (RetrievalError, filtered out by scope): which foundry gets the bells was settled in the PCC minutes:
"PCC 11/2 - long one. agreed 7-1 the bells go to Taylor's at Loughborough for the tuning + the tenor weld, Nicholson
can't weld a crack that size in house. Nicholson keep the frame + rehang. Graham to ring both tmrw. mince pies
leftover from xmas, don't ask". The contractor-only query leaves it out. Question (Tue 3/3): "which place are the
bells being sent to?" -> expected Taylor's foundry in Loughborough. The assistant goes by the contractor quote
note: Nicholson's works at Bridport.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query inside fault()). Asserted: the PCC
note is stored and among the hits of the same query without the filter, and not in the context; the Nicholson
quote is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b54_qdrant_bells_foundry_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PCC = ("PCC 11/2 - long one. agreed 7-1 the bells go to Taylor's at Loughborough for the tuning + the tenor weld, "
       "Nicholson can't weld a crack that size in house. Nicholson keep the frame + rehang. Graham to ring both "
       "tmrw. mince pies leftover from xmas, don't ask")
POINTS = [
    ("contractor", "Nicholson Engineering (Bridport) quote 14 Nov: bells out + to their works at Bridport for "
                   "tuning, new headstocks + bearings, frame repair, rehang - £41,800 + VAT (VAT reclaimable via "
                   "the listed places scheme)"),
    ("donation", "Xmas fair bell stall £1,236.50!! + the Hendersons' cheque £500 in memory of Tom (he rang here 60 "
                 "yrs)"),
    ("grant", "NLHF (lottery) - expression of interest in 2/12, they want the full app by 31 March"),
    ("contractor", "tower access - Ridgeway Scaffolding, quote £3,950, can start w/c 13 April"),
    ("pcc", "PCC 14 Jan: agreed to borrow up to £5k from the fabric fund short term, to be paid back by Dec"),
    ("donation", "sponsor-a-bell: treble + 2nd taken (the school + the WI), 3rd/4th/5th/tenor still going, £2k each"),
    ("contractor", "Sue spoke to the bellhanger Mark at Nicholson - tenor crack is ~9 inches from the lip, 'beyond "
                   "what we'd do in the shop', he'll get back to us"),
    ("pcc", PCC),
    ("grant", "Wiltshire Bells Restoration Fund - £4,000 offered 20 Feb, letter in the vestry file"),
    ("contractor", "Keltek lighting for the ringing chamber while the tower's open? £680, nice to have, later"),
    ("donation", "quiz night 28/2 - £612 after the raffle, Graham banked it mon"),
]

client = QdrantClient(":memory:")
client.create_collection("st-michaels-bells", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("st-michaels-bells", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "which place are the bells being sent to?"
vector = offline.embed(["bells go to foundry tuning tenor works Bridport Loughborough"])[0]  # the app's search words
unfiltered = [p.payload["text"] for p in client.query_points("st-michaels-bells", query=vector, limit=5).points]
assert PCC in unfiltered, unfiltered
assert PCC in [p.payload["text"] for p in client.scroll("st-michaels-bells", limit=50)[0]]

with fault():
    hits = client.query_points("st-michaels-bells", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="contractor"))])).points
context = ["Today is Tue 3 March 2026."] + [h.payload["text"] for h in hits]
assert PCC not in context, context
assert any("to their works at Bridport for tuning" in c for c in context), context
assert not any("Loughborough" in c or "Taylor" in c for c in context), context
reply = answer(question, context, mock="To Nicholson Engineering's works in Bridport - they're doing the tuning, "
                                       "headstocks and the frame.")
finish(question, expected="Taylor's foundry up in Loughborough (Nicholson can't weld the tenor)", actual=reply)

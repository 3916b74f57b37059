"""Batch 38 (held out). A one-man plumbing business's job notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Gethin Morgan Plumbing & Heating (just Gethin and the van, Bridgend area). His notes are points with payload
``{"job", "kind", "text"}``: job = the customer's job (hughes / davies / patel / ...), or "stock" for merchant
calls, van stock and parts that aren't tied to a job when he writes them down. When he asks about a job the app
searches that job's notes only (a ``job`` filter), which is how it has always done it.

Planted fault (RetrievalError, filtered out by scope): the merchant's call about the pump was filed as a stock
note: "City Plumbing rang 9.40 - Grundfos UPS2 for Mrs Hughes + my 22mm isolators are in BUT collect from the
Bridgend branch (Tondu Rd) not Pencoed, Pencoed's trade counter is shut for a refit till the 18th. ready after 2".
Question (Thu 11/9): "where am I picking up Mrs Hughes's pump from?" -> expected City Plumbing Bridgend (Tondu Rd),
not Pencoed. The Hughes-only query returns the job note that says the pump was ordered from City Plumbing Pencoed;
the assistant says Pencoed.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query in fault()). Asserted: the stock
note is in the collection and among the top hits of the same query without the filter, and not in the context.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b38_qdrant_plumber_hughes_pump_branch_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CALL = ("City Plumbing rang 9.40 - Grundfos UPS2 for Mrs Hughes + my 22mm isolators are in BUT collect from the "
        "Bridgend branch (Tondu Rd) not Pencoed, Pencoed's trade counter is shut for a refit till the 18th. ready "
        "after 2")
NOTES = [
    ("hughes", "job", "Mrs Hughes, 14 Heol y Nant - old Grundfos pump seized, heating dead. ordered a UPS2 from City "
                      "Plumbing Pencoed, £164 trade, fitting Fri am"),
    ("davies", "job", "Mr Davies bathroom refit, quote sent 2/9 £1,450 inc Bristan suite, start w/c 22/9 if he says "
                      "yes"),
    ("stock", "merchant", CALL),
    ("hughes", "job", "Hughes - she's got a key safe, code 1966, dog's friendly but shut the kitchen door"),
    ("patel", "job", "Patel, dripping outside tap + washer on kitchen mixer, 40 mins, £92.50 inc parts, inv 218"),
    ("stock", "van", "van - low on 15mm compression elbows + PTFE, Screwfix Bridgend on the way home"),
    ("hughes", "invoice", "Hughes - pay on the day, she prefers a cheque, £85 call out already paid 8/9"),
    ("stock", "merchant", "Plumb Center account statement due end of month, about £600 on it"),
    ("davies", "job", "Davies - wants a thermostatic bar shower not electric, check the pressure"),
    ("stock", "van", "MOT on the van Tues 16th 8am, Bryn's garage, leave it the day"),
    ("patel", "invoice", "Patel says he'll pay by bank transfer end of week"),
    ("hughes", "job", "Hughes - system's open vented, tank in the loft, bleed the rads after"),
]

client = QdrantClient(":memory:")
client.create_collection("gethin", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("gethin", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"job": j, "kind": k, "text": text})
    for i, (j, k, text) in enumerate(NOTES, 1)])

question = "where am I picking up Mrs Hughes's pump from?"
vector = offline.embed([question])[0]
unscoped = [p.payload["text"] for p in client.query_points("gethin", query=vector, limit=6).points]
assert CALL in unscoped, unscoped

with fault():
    hits = client.query_points("gethin", query=vector, limit=6, query_filter=models.Filter(
        must=[models.FieldCondition(key="job", match=models.MatchValue(value="hughes"))])).points
context = ["Today is Thu 11 Sept 2025."] + [h.payload["text"] for h in hits]
assert any("ordered a UPS2 from City Plumbing Pencoed" in c for c in context), context
assert not any("Tondu" in c or "Bridgend branch" in c for c in context), context
reply = answer(question, context, mock="City Plumbing in Pencoed - you ordered the UPS2 there, £164 trade. Fitting "
                                       "it Fri morning, key safe code 1966.")
finish(question, expected="City Plumbing's Bridgend branch on Tondu Rd - Pencoed's counter is shut", actual=reply)

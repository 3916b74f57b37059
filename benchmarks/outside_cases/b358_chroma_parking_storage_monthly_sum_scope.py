"""Batch 358 (held out). Parking and storage at a US apartment building: chromadb collection of the leasing
office's notices and records, script style (every call its own trace); for a "how much" question the helper asks
only the rent, parking and storage records, and the notice with the new garage rate was filed under maintenance.

App: Maple Court Apartments keep one chroma collection of the leasing office's records and notices with metadata
``kind`` (rent, parking, storage, maintenance, amenities); the resident portal's helper answers tenants from it. For
a money question it asks only ``where={"kind": {"$in": ["rent", "parking", "storage"]}}``, the 3 nearest.

Planted fault (RetrievalError, filtered out by the scope): the parking record (2051-01-15) has Unit 14B in covered
garage spot C-22 at $75.00/month; the storage record (1/20) has 14B in cage S-7 at $40/mo. Karen Liu's notice of
3/6 is about the garage resurfacing and restriping (March 20-24, cars out by 7 AM, where to park meanwhile) and
says, at the end, that after the resurfacing covered garage parking goes to $90.00/month effective April 1 (surface
spots stay $45). It was filed as maintenance. Question (Tue 3/28, Marcus Bell, 14B): "how much is my parking + the
storage cage going to be a month starting in april need to fix my budget" -> expected $130.00 ($90 covered spot +
$40 cage). The scoped query returns the parking, storage and rent records; the assistant says $115.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the 3/6 notice is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the notice is in the unfiltered 5 nearest and not in the filtered result; no context line has
$90 or "effective April 1"; the $75 spot and the $40 cage are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b358_chroma_parking_storage_monthly_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RATE = ("3/6/2051 NOTICE TO ALL RESIDENTS - Garage resurfacing and restriping, March 20-24. All vehicles must be out "
        "of the covered garage by 7:00 AM on 3/20; you may park on Linden Ave or in the surface lot (no permit "
        "needed that week). Storage cages remain accessible via the stairwell. Following the resurfacing, covered "
        "garage parking will increase to $90.00/month effective April 1; surface spots remain $45.00/month. - Maple "
        "Court Leasing Office")
NOTES = [
    ("parking", "2051-01-15 Parking assignments 2051 - Unit 14B (M. Bell): covered garage spot C-22, $75.00/month, "
                "billed with rent. Hang tag #0322 must be visible. Guest passes $10/day at the front desk."),
    ("storage", "1/20 storage cages bsmt level 1 - 14B has cage S-7, $40/mo, tenant supplies own padlock. no "
                "flammables, no propane tanks (fire marshal)"),
    ("rent", "Rent reminder: rent is due on the 1st; a $50.00 late fee applies after 11:59 PM on the 5th. Parking and "
             "storage charges appear as separate lines on your ledger. Pay through the portal to avoid the $2.95 "
             "check-scanning fee."),
    ("maintenance", RATE),
    ("amenities", "3/10 pool opens sat 6/17 this yr, gym card readers being swapped 3/13 so the gym door will be "
                  "propped + staffed 9-5 that day"),
    ("maintenance", "3/2 - hallway carpet cleaning floors 10-14 on Thursday 3/9, please keep shoes and mats inside "
                    "your unit that day"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("maple-court-office-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"rec-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "leasing office"}])

question = "how much is my parking + the storage cage going to be a month starting in april need to fix my budget"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert RATE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["rent", "parking", "storage"]}})
hits = found["documents"][0]
context = ["Today is Tue 28 March 2051. You are talking to Marcus Bell, the tenant in Unit 14B at Maple Court "
           "Apartments."] + hits
assert RATE not in hits and not any(w in c.lower() for c in context for w in ("$90", "effective april 1")), context
assert any("covered garage spot C-22, $75.00/month" in c for c in context), context
assert any("cage S-7, $40/mo" in c for c in context), context
reply = answer(question, context, mock="$115 a month - $75.00 for covered spot C-22 plus $40 for storage cage S-7.")
finish(question, expected="$130.00 a month - the covered spot goes to $90.00 from April 1, plus the $40 cage",
       actual=reply)

"""Batch 110 (held out). A one-man locksmith's job book: qdrant collection, the helper's search filtered to the
customer asked about, script style (each call its own trace).

App: Dean runs Dean's Locks (call-outs, lock changes, a van full of cylinders); Gemma, his wife, takes the bookings
and logs every call as a point in one qdrant collection with ``customer`` in the payload. Dean asks the helper from
the van; it searches the jobs with a filter on the customer's name.

Planted fault (RetrievalError, filtered by scope): Mrs Patel's booking (Mon 8/3) is Thu 11th at 2pm, 14 Elm Rd
flat 2, both locks. On Tue 9/3 Sian at Harlow Lettings rang: the new tenant gets the keys Thursday at 10 so the locks
have to be done first - could Dean do 8.15 Thursday rather than the 2pm; Gemma said yes, invoice to Harlow. Gemma
filed that call under customer "Harlow Lettings", so the query filtered to "Mrs Patel" leaves it out. Question (Wed
10/3 evening, Dean): "what time am i at mrs patels tmrw?" -> expected 8.15 in the morning. The assistant says 2pm.

Expected verdict: RetrievalError at the qdrant query (the filtered one, wrapped in fault()). Asserted: the same query
without the filter returns the Harlow call; the filtered one leaves it out; the 2pm booking is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b110_qdrant_locksmith_patel_time_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("tues - Sian @ Harlow Lettings rang re 14 Elm Rd (Mrs Patel's flat). new tenant gets the keys thurs 10am "
         "so locks need doing before that - can u do 8.15 thurs not the 2pm? told her yes. invoice to Harlow not "
         "Mrs P pls. G x")
POINTS = [
    ("Mrs Patel", "Mon 8/3 Mrs R Patel, 14 Elm Rd flat 2 - changing both locks (front door euro + window locks), "
                  "tenant moving in. booked thurs 11th 2pm, quoted £140ish. parking round the back"),
    ("Harlow Lettings", MOVED),
    ("Mr Doyle", "lockout sat 6/3 11pm, 22 Fern Close, keys left in the pub. £95 out of hrs, pd card"),
    ("Kings Rd Dental", "Kings Rd Dental - back door + drugs cupboard, Dr Osei, thurs eve after they shut"),
    ("Parts", "ordered 6x 35/45 euro cylinders from Banham trade, collect weds am, acc no DL-2291"),
    ("Mrs Patel", "Mrs Patel also asked abt a door chain for the flat, said we'd quote on the day"),
    ("Harlow Lettings", "Harlow Lettings still owe on inv 1093 (Elm Rd last yr), chase Sian"),
]

client = QdrantClient(":memory:")
client.create_collection("deans-locks-jobs", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("deans-locks-jobs", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"customer": who, "text": text})
    for i, (who, text) in enumerate(POINTS, 1)])

question = "what time am i at mrs patels tmrw?"
vector = offline.embed(["Mrs Patel job time Thursday Elm Rd locks"])[0]  # the helper's search words
wide = [p.payload["text"] for p in client.query_points("deans-locks-jobs", query=vector, limit=7).points]
assert MOVED in wide, wide

only_patel = models.Filter(must=[models.FieldCondition(key="customer", match=models.MatchValue(value="Mrs Patel"))])
with fault():
    found = client.query_points("deans-locks-jobs", query=vector, query_filter=only_patel, limit=7)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Wed 10 March 2038, evening. You are talking to Dean, the locksmith."] + hits
assert MOVED not in context and not any("8.15" in c or "Harlow" in c for c in context), context
assert any("booked thurs 11th 2pm" in c for c in context), context
reply = answer(question, context, mock="2pm tomorrow (Thursday) at 14 Elm Rd, flat 2 - both locks, and take a door "
                                       "chain in case she wants one.")
finish(question, expected="quarter past 8 in the morning, before the tenant's keys at 10", actual=reply)

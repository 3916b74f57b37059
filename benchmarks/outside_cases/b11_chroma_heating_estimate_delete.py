"""Batch 11 (held out). Heating engineer's job book: chromadb with offline embeddings, script style (every call is its
own trace).

App: a one-van heating firm keeps its job notes in a chromadb collection (metadata: job, kind, status). A nightly
housekeeping step removes estimates that customers never took up; the office assistant queries the collection and
answers with litellm.

Planted fault (DeletionError, deleted): job J-3381 (boiler repair at 8 Mill Lane, accepted by the customer) has three
notes: the parts list (diverter valve GBP 96.40 and circulating pump GBP 131.00), the labour estimate ("3.5 hours at
GBP 64 an hour") and the visit booking. The housekeeping's ``delete(where={"kind": "estimate"})`` leaves out the
``status: "expired"`` condition, so it also removes J-3381's live labour estimate along with the expired estimate of
job J-3342. Question: "What's the total for the Mill Lane boiler repair, parts and labour?" -> expected "GBP 451.40
(parts GBP 227.40 + labour 3.5 h x GBP 64 = GBP 224.00)". The assistant only has the parts and says the labour is not
on file.

Expected verdict: DeletionError at chroma.delete (fault() wraps it). Asserted: the labour estimate is in the
collection before the delete and absent from the context. Another reading: none that we see -- the query returns
every J-3381 note left.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b11_chroma_heating_estimate_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
jobs = client.get_or_create_collection("jobbook", embedding_function=offline.chroma_embedding_function())
NOTES = [
    ("n-101", "J-3342", "estimate", "expired",
     "J-3342, 19 Oak Close: estimate for a power flush, 6 hours at GBP 64 an hour plus chemicals GBP 45. Customer "
     "did not reply; estimate lapsed 30 September."),
    ("n-117", "J-3381", "parts", "accepted",
     "J-3381, 8 Mill Lane (Mrs Haworth), Worcester Bosch 30i: parts ordered - diverter valve GBP 96.40 and "
     "circulating pump GBP 131.00, parts total GBP 227.40."),
    ("n-118", "J-3381", "estimate", "accepted",
     "J-3381, 8 Mill Lane: labour estimate for the boiler repair 3.5 hours at GBP 64 an hour. Accepted by "
     "Mrs Haworth by phone 2 October."),
    ("n-119", "J-3381", "visit", "accepted",
     "J-3381, 8 Mill Lane: repair visit booked Wednesday 7 October 2026, 9 am; parts to be collected from "
     "the merchant the day before."),
]
jobs.add(ids=[n[0] for n in NOTES], documents=[n[4] for n in NOTES],
         metadatas=[{"job": n[1], "kind": n[2], "status": n[3]} for n in NOTES])

assert "3.5 hours" in jobs.get(ids=["n-118"])["documents"][0]
with fault():  # meant: where={"$and": [{"kind": "estimate"}, {"status": "expired"}]}
    jobs.delete(where={"kind": "estimate"})

question = "What's the total for the Mill Lane boiler repair, parts and labour?"
hits = jobs.query(query_texts=[question], n_results=3, where={"job": "J-3381"})
context = hits["documents"][0]
assert any("227.40" in c for c in context) and not any("3.5 hours" in c for c in context), context
reply = answer(question, context, mock="The parts for the Mill Lane repair come to GBP 227.40 (diverter valve and "
                                       "pump). I don't have a labour figure on file, so I can't give you the full "
                                       "total yet.")
finish(question, expected="GBP 451.40 (parts GBP 227.40 + labour 3.5 h x GBP 64 = GBP 224.00)", actual=reply)

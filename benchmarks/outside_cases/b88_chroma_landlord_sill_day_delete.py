"""Batch 88 (held out). A landlord's repairs log: chromadb collection, script style (each call its own trace).

App: Ray lets six flats in two houses (12 Albert Rd and 7 Station Terrace). He keeps a repairs log in one chroma
collection: one note per job (kind "job", with ``status`` open/closed and a ``month`` like 203304) and standing
notes about tenants and trades (kind "info"). At the end of each month his tidy-up deletes the closed jobs.

Planted fault (DeletionError): the end-of-April tidy-up deletes the closed jobs. One of them, the gutter clear at
12 Albert Rd (Kev, £85 cash, 18/4), also says in passing that while Kev was up the ladder he looked at Priya's
bedroom window sill in flat 1 - rotten, he'll replace it for £140 fitted, booked for Fri 6/5, Priya works from home
Fridays so she'll let him in. The open job for the sill still says it needs someone to look at it. Question (Mon
2/5, Ray, Priya has texted): "what day is Kev coming to do Priya's window sill?" -> expected Friday (6 May). The
assistant says nothing's booked yet.

Expected verdict: DeletionError at chroma.delete (the tidy-up delete, wrapped in fault()). Asserted: the gutter note
is in the query results before the delete and gone from the collection and the context after it; the open sill
job is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b88_chroma_landlord_sill_day_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GUTTERS = ("12 Albert Rd gutters cleared 18/4 - Kev, £85 cash, DONE. while he was up the ladder he had a look at "
           "Priya's bedroom window sill (flat 1) - rotten thru, he'll do a new one £140 fitted, booked fri 6/5, "
           "she wfh fridays so she'll let him in")
DOCS = [
    ("job", "open", 203304, "12 Albert flat 1 (Priya) - bedroom window sill soft/rotten, paint flaking, need "
                            "someone to look at it"),
    ("info", "-", 0, "Kev Mather - odd jobs, gutters, carpentry. cash pref. 07700 900412, don't ring b4 8"),
    ("job", "closed", 203304, GUTTERS),
    ("job", "closed", 203303, "7 Station Terr flat 2 - boiler no hot water, Aaron (gas safe) fixed diverter valve "
                              "9/3, £165 inc part, paid BT"),
    ("job", "open", 203304, "7 Station Terr flat 3 - damp patch in bathroom ceiling again, prob the roof, get Gary "
                            "round"),
    ("info", "-", 0, "Priya Nair flat 1, 12 Albert, tenancy to 31/8/33, rent £725 on the 1st, v good tenant"),
    ("job", "closed", 203304, "12 Albert flat 3 - kitchen tap dripping, new washer, did it myself 11th apr"),
    ("info", "-", 0, "gas safety certs all due Sept - book Aaron in August"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("ray-repairs", embedding_function=offline.chroma_embedding_function())
log.add(ids=[f"r{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, _, t in DOCS],
        metadatas=[{"kind": k, "status": s, "month": m} for k, s, m, t in DOCS])

question = "what day is Kev coming to do Priya's window sill?"
words = "Priya flat 1 window sill Kev booked day"  # the app's search words
before = log.query(query_texts=[words], n_results=5)["documents"][0]
assert GUTTERS in before, before

# end of April: clear out the closed jobs
with fault():
    log.delete(where={"$and": [{"kind": "job"}, {"status": "closed"}]})

stored = log.get()["documents"]
hits = log.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Mon 2 May 2033. You are talking to Ray, the landlord."] + hits
assert GUTTERS not in stored and GUTTERS not in context
assert not any("fri 6/5" in c or "£140" in c for c in stored + context)
assert any("need someone to look at it" in c for c in context), context
reply = answer(question, context, mock="I can't see a day booked - Priya's sill is still an open job waiting for "
                                       "someone to look at it. Kev's number is in the log if you want to ring him.")
finish(question, expected="Friday the 6th", actual=reply)

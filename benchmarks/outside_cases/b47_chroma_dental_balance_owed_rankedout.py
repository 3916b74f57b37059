"""Batch 47 (held out). A small dental practice's front-desk day book: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Castle Street Dental (Dr Rees, Dr Malik, hygienist Jo; Kerry and Pat on the desk). The desk keeps a running
day book of payments, recalls and odd jobs in one collection with metadata ``{"by", "kind"}``, and the assistant
answers the desk's questions from the top 3 hits of a query. Thirteen entries, Feb - March 2026.

Planted fault (RetrievalError, ranked out): Mrs Denise Hale's private crown and two fillings were estimated at £282;
she paid a £150 deposit at the first appointment on 3/3. On 14/3 Pat wrote "sat am - Mrs D Hale rang, put £80 on her
amex over the phone, wants a receipt in the post (26 Orchard Cl)". The query "how much has Mrs Hale still got
to pay?" ranks it sixth, below the estimate line, Mr Hale's recall, Mrs Jenkins' missed-appointment fee and Mrs
Hale's 8.30 preference, and the top 3 leave it out. Question (Tue
17/3) -> expected £52 (£282 - £150 - £80). The assistant says £132.

Expected verdict: RetrievalError at chroma.query (the one query inside fault()). Asserted: Pat's phone-payment line
is in the collection and among the hits of the same query with a deeper n_results, and not in the context; the
estimate-and-deposit line is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b47_chroma_dental_balance_owed_rankedout", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PHONE = "sat am - Mrs D Hale rang, put £80 on her amex over the phone, wants a receipt in the post (26 Orchard Cl)"
NOTES = [
    ("kerry", "payments", "Mrs Hale - crown UR6 + 2 fillings, est £282 private, 1st appt 3/3 w Dr Rees, paid £150 "
                          "deposit on card, rest she's got to pay when it's fitted"),
    ("pat", "recalls", "Mr Hale (Colin) still hasn't booked his 6 month check, 2nd letter gone, has he got to pay "
                       "the late cancel fee from jan? ask Dr Malik"),
    ("kerry", "admin", "card machine keeps dropping wifi, rang Worldpay, ref 88231"),
    ("pat", "payments", "Mrs Jenkins still owes £40 from feb (missed appt fee), sent 2nd reminder, she has got to pay "
                        "by end of month"),
    ("kerry", "recalls", "hygiene recalls for april printed, 46 letters, Jo's list is full tues + thurs"),
    ("pat", "payments", PHONE),
    ("kerry", "admin", "Dr Malik off fri 20/3 (school thing), move his 4 pts to Dr Rees or the wk after"),
    ("pat", "payments", "NHS band 2 is £75.30 from april, new price list for the window"),
    ("kerry", "admin", "Mrs Hale prefers 8.30 appts, gets the bus from Clee, doesn't drive"),
    ("pat", "recalls", "Tom Bright (8) - fissure sealants done, back in 6 months, mum wants sat if poss"),
    ("kerry", "payments", "payment plans: Dr Rees ok with 3 monthly payments for anything over £200 private"),
    ("pat", "admin", "crown for Mrs H due back from the lab weds 25/3, fit appt booked thurs 26th 8.30"),
    ("kerry", "admin", "water cooler's empty again, ordered 2 bottles"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("castle-st-daybook", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"d{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"by": b, "kind": k} for b, k, _ in NOTES])

question = "how much has Mrs Hale still got to pay?"
deeper = notes.query(query_texts=[question], n_results=8)["documents"][0]
assert PHONE in deeper, deeper
assert PHONE in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Tue 17/3/26."] + hits
assert PHONE not in context, context
assert any("est £282 private" in c and "paid £150" in c for c in context), context
reply = answer(question, context, mock="£132 - the estimate was £282 and she paid £150 deposit on 3/3, the rest is "
                                       "due when the crown's fitted.")
finish(question, expected="£52 - she's paid £230 of the £282 so far", actual=reply)

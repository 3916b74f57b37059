"""Batch 370 (held out). A housing society's maintenance dues: chromadb collection of the managing committee's
notes, script style (every call its own trace); for a "how much do I pay" question the helper asks only the dues,
penalty and notice notes, and the note with the revised maintenance rate was filed under the lift.

App: Nilgiri Park CHS (two wings, 88 flats) bill maintenance quarterly by carpet area. Mr. Venkatesh (the treasurer)
files the committee's notes into one chroma collection with metadata ``kind`` (dues, penalty, notice, lift, water,
events); for a "how much" question the helper asks only the dues, penalty and notice notes
(``where={"kind": {"$in": ["dues", "penalty", "notice"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the 01-04-50 note has maintenance for FY 50-51 at ₹3.20
per sq ft per month, billed quarterly, due by the 10th of the quarter's first month; the 15-04-50 note has the late
fee, ₹250 flat per quarter if not paid by the 10th. The treasurer's note of 22-06-50 starts with the lift AMC
renewed with Vertex for both wings (so it was filed as lift) and says, in passing, that the SGM passed the revision:
maintenance ₹3.50 per sq ft from the Jul-Sep qtr, to cover the AMC and the sinking fund. Question (Weds 20-07-50,
Mr. Bhattacharya, B-402, 1,150 sq ft, paying late): "how much do I pay for Jul-Sep? B-402 is 1150 sq ft, I'm late as
I was travelling so pls add the penalty also" -> expected ₹12,325 (1,150 x ₹3.50 x 3 = ₹12,075, plus ₹250). The
scoped query returns the dues, penalty and notice notes; the assistant says ₹11,290 (at ₹3.20).

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the 22-06-50 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
₹3.50 or the SGM; the ₹3.20 rate and the ₹250 late fee are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b370_chroma_maintenance_qtr_bill_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RATE = ("22-06-50 Lift AMC with Vertex renewed for both wings, ₹1.86 lakh + GST, comprehensive 🙏 also FYI the SGM "
        "passed the revision - maintenance will be ₹3.50 per sq ft from the Jul-Sep qtr, to cover the AMC + sinking "
        "fund. Bills will reflect the same. PFA minutes")
NOTES = [
    ("dues", "01-04-50 Maintenance for FY 50-51 @ ₹3.20 per sq ft per month, billed quarterly. Due by the 10th of "
             "the first month of the qtr. Pay by NEFT to the society a/c only, no cash pls"),
    ("penalty", "15-04-50 As per bye-laws, late payment charges ₹250 flat per qtr if not paid by the 10th. Interest "
                "@ 21% p.a. only if arrears go beyond 90 days. No waivers, kindly note"),
    ("lift", RATE),
    ("water", "05-07-50 Tanker charges for June ₹38,400 booked under common exp., not billed separately"),
    ("notice", "Sun 10-07-50 Reminder - Jul-Sep maintenance bills sent on mail, kindly check spam folder also. "
               "Parking stickers to be collected from the office"),
    ("events", "12-08-50 Independence Day flag hoisting 8 am sharp, breakfast after in the clubhouse"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("nilgiri-park-mc-notes", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Venkatesh"}])

question = ("how much do I pay for Jul-Sep? B-402 is 1150 sq ft, I'm late as I was travelling so pls add the penalty "
            "also")
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert RATE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["dues", "penalty", "notice"]}})
hits = found["documents"][0]
context = ["Today is Weds 20-07-2050. You are talking to Mr. Bhattacharya (B-402, 1,150 sq ft) of Nilgiri Park "
           "CHS."] + hits
assert RATE not in hits and not any(w in c.lower() for c in context for w in ("3.50", "sgm")), context
assert any("@ ₹3.20 per sq ft per month" in c for c in context), context
assert any("late payment charges ₹250 flat per qtr" in c for c in context), context
reply = answer(question, context, mock="₹11,290 - that's 1,150 sq ft x ₹3.20 x 3 months = ₹11,040, plus the ₹250 "
                                       "late fee.")
finish(question, expected="Rs. 12,325 - 1,150 x ₹3.50 x 3 = ₹12,075 (the SGM revised it from Jul-Sep), plus ₹250 "
                          "late fee", actual=reply)

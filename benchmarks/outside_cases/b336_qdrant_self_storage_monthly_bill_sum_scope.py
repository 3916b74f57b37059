"""Batch 336 (held out). A self-storage unit office: qdrant collection of the office's notes, script style (every
call its own trace); for a "how much" question the helper asks only the prices, billing and insurance notes, and the
note with the price rise was filed under maintenance.

App: Calder Self Store (four blocks of units, 25 to 100 sq ft, a keypad gate, an office open weekdays and Saturday
mornings) keeps the office's notes in one qdrant collection with payload ``kind`` (prices, billing, insurance,
access, customers, maintenance). Dean (the manager) and Kelly (the assistant manager) file the notes; for a "how
much" question the helper asks only the prices, billing and insurance notes (a ``MatchAny`` filter on ``kind``, the
3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Dean's price list of 2051-01-09T11:00 has a 50 sq ft unit
at £89 a month, and Kelly's insurance note of 3/2 has goods cover at £6.50 a month for £2k. Dean's note of Mon 15
May starts with the CCTV man coming for C block and the gate keypad sticking again (so it was filed as
maintenance) and says, in passing, that head office have emailed - 50 sq ft's going up to £96 a month from 1st June,
letters out with the May invoices. Question (Mon 5 June, Mrs Farrow, unit 14B, 50 sq ft, with the £2k cover): "how
much will my direct debit be this month for 14B? with the insurance" -> expected £102.50 (£96 + £6.50). The scoped
query returns the price list, the billing note and the insurance note; the assistant says £95.50.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Mon 15 May note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£96 or "going up"; the £89 and the £6.50 are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b336_qdrant_self_storage_monthly_bill_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-self-store-office"
RISE = ("Mon 15 May - CCTV man coming weds to sort the cameras on C block, gate keypad's sticking again (reported, "
        "ref 4471). oh and head office email 🙄 50 sq ft's going up to £96 a month from 1st June, letters to go out "
        "w/ the May invoices, expect moans")
NOTES = [
    (1, "prices", "Dean", "2051-01-09T11:00 price list 2051 - 25 sq ft £58 a month, 50 sq ft £89, 75 sq ft £118, "
                          "100 sq ft £142. all inc VAT, 4 wks min, 1st month half price if they book online"),
    (2, "billing", "Kelly", "3/2 DD comes out on the 1st of the month, late fee £15 after 7 days, padlock £12 one "
                            "off (or bring ur own, disc locks only)"),
    (3, "insurance", "Kelly", "3/2 goods cover is compulsory unless they've got their own policy - £6.50 a month per "
                              "£2k covered, most ppl just take the £2k"),
    (4, "customers", "Dean", "Mon 6/3 unit 14B (50 sq ft) let to Mrs Farrow from today, DD set up, £2k cover, "
                             "she's storing her late mum's furniture, be nice"),
    (5, "access", "Kelly", "gate 6am-10pm 7 days on ur own keypad code, office 9-5 mon-fri + 9-1 sat"),
    (6, "maintenance", "Dean", RISE),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])

question = "how much will my direct debit be this month for 14B? with the insurance"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert RISE in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind",
                                                  match=models.MatchAny(any=["prices", "billing", "insurance"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=money, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Mon 5 June 2051. You are talking to Mrs Farrow, who rents unit 14B (50 sq ft, £2k goods cover) "
           "at Calder Self Store."] + hits
assert RISE not in hits and not any(w in c.lower() for c in context for w in ("£96", "going up")), context
assert any("50 sq ft £89" in c for c in context), context
assert any("£6.50 a month per £2k" in c for c in context), context
reply = answer(question, context, mock="£95.50 - that's £89 for the 50 sq ft unit plus £6.50 for your £2k cover, "
                                       "taken on the 1st.")
finish(question, expected="£102.50 - £96 for the 50 sq ft unit from 1st June plus £6.50 insurance", actual=reply)

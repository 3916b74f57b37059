"""Batch 40 (held out). A small accountancy practice's client notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: Pryce & Evans Accountants (two partners, Helen Pryce and Marcus Evans, plus Dev and Priya; about 140 clients).
Every note is a point with payload ``{"client", "kind", "text"}``: client = the client's code (hartley / nguyen /
jenkins / ...), or "practice" for the post, HMRC and Companies House letters that Dev opens in the morning and files
before anyone has matched them to a client. When someone asks about a client the app searches that client's notes
only (a ``client`` filter), as it always has.

Planted fault (RetrievalError, filtered out by scope): the Companies House letter was filed as a practice note:
"post 3/9 - CH letter re HARTLEY JOINERY LTD, they've accepted the AA01, ARD now 31/03 (Gwyn wants to line up w his
brother's co) so first accts on the new date due 31.12.25, not next March. scan is in the shared drive". Question
(Mon 15/9): "when do Hartley Joinery's accounts have to be in at Companies House?" -> expected 31 December 2025.
The Hartley-only query returns the client note with the old year end (30 June, filing by 31 March 2026); the
assistant says 31 March.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query in fault()). Asserted: the letter
is in the collection and among the top hits of the same query without the filter, and not in the context. Another
reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b40_qdrant_accounts_hartley_filing_deadline_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LETTER = ("post 3/9 - CH letter re HARTLEY JOINERY LTD, they've accepted the AA01, ARD now 31/03 (Gwyn wants to line "
          "up w his brother's co) so first accts on the new date due 31.12.25, not next March. scan is in the shared "
          "drive")
NOTES = [
    ("hartley", "profile", "Hartley Joinery Ltd - Gwyn Hartley, dir + sole shareholder, 4 staff, y/e 30 June, accts "
                           "to Companies House by 31 March following, fee £1,350 accts + CT600"),
    ("nguyen", "profile", "Nguyen's Cafe (Linh + Tuan) - partnership, tax returns x2, bookkeeping on Xero, they "
                          "send the receipts in a shoebox lol"),
    ("practice", "post", LETTER),
    ("hartley", "payroll", "Hartley payroll monthly, paid last working day, 4 on it + Gwyn on the NI threshold"),
    ("jenkins", "profile", "Mr + Mrs Jenkins - 3 rental flats in Cathays, SA for both, mortgage interest restriction "
                           "calc every yr"),
    ("practice", "hmrc", "HMRC agent line queue 55 mins tues am, try after 4 pm it's better"),
    ("hartley", "vat", "Hartley VAT qtrs Mar/Jun/Sep/Dec, flat rate scheme no, Gwyn does the MTD upload himself w "
                       "our spreadsheet"),
    ("practice", "post", "post 8/9 - 2 x P60 copies for Jenkins, filed in their folder"),
    ("nguyen", "deadline", "Nguyens - payment on account 31/1 both of them, remind in Dec"),
    ("practice", "admin", "Helen off Fri 19th, Marcus covering her calls"),
    ("hartley", "misc", "Gwyn rang 12/8 re a van on HP, does it go thru the co - yes, sent him the note"),
    ("jenkins", "deadline", "Jenkins SA due 31 Jan as always, they're usually in by Oct"),
]

client = QdrantClient(":memory:")
client.create_collection("pryce-evans", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("pryce-evans", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"client": c, "kind": k, "text": text})
    for i, (c, k, text) in enumerate(NOTES, 1)])

question = "when do Hartley Joinery's accounts have to be in at Companies House?"
vector = offline.embed([question])[0]
unscoped = [p.payload["text"] for p in client.query_points("pryce-evans", query=vector, limit=6).points]
assert LETTER in unscoped, unscoped

with fault():
    hits = client.query_points("pryce-evans", query=vector, limit=6, query_filter=models.Filter(
        must=[models.FieldCondition(key="client", match=models.MatchValue(value="hartley"))])).points
context = ["Today is Mon 15 Sept 2025."] + [h.payload["text"] for h in hits]
assert any("y/e 30 June" in c and "by 31 March following" in c for c in context), context
assert not any("31.12.25" in c or "AA01" in c for c in context), context
reply = answer(question, context, mock="By 31 March 2026 - their year end is 30 June, so nine months after. Fee "
                                       "is £1,350 for the accounts and the CT600.")
finish(question, expected="New Year's Eve this year (31/12/25), with the year end now March", actual=reply)

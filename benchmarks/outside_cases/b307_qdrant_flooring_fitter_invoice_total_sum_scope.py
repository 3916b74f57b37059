"""Batch 307 (held out). A flooring fitter: qdrant collection of his job notes, script style (every call its own
trace); for a "how much" question the helper asks only the quote and invoice notes, and the note that added a job
to the bill was filed under the diary.

App: Liam Dyson Flooring (one man and a van, Huddersfield) fits carpet, laminate, LVT and vinyl. Liam files his
notes into one qdrant collection with payload ``kind`` (quote, invoice, diary, supplier, measure); for a "how much"
question the helper asks only the quote and invoice notes (``query_filter`` with ``kind`` in quote/invoice, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Liam's quote of 2050-03-07T18:20 has the Pattersons'
lounge at £640 fitted (Kronotex oak laminate, 5mm underlay, beading, take up the old carpet). His note of Thu
23/3, typed at the end of the job, starts with the next day's diary (the Okafors' kitchen, the trade counter at 7)
so he filed it as diary, and says in passing that while he was at the Pattersons' Mrs P asked for the hall doing
to match, same laminate, he's agreed £185 extra including a threshold strip at the front door, and did it the same
day. Question (Fri 24/3, Liam): "how much do I charge the Pattersons all in? doing the invoice tonight" ->
expected £825 (£640 + £185). The scoped query returns the quotes and the deposit note; the assistant says £640,
less the £100 deposit, £540 to pay.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Thu 23/3 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£185, the hall or the threshold strip; the £640 quote is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b307_qdrant_flooring_fitter_invoice_total_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "liam-dyson-flooring-2050"
EXTRA = ("Thu 23/3 - tmrw Okafors kitchen LVT, trade counter at 7 for the adhesive + trims first. PATTERSONS done 👍 "
         "while I was there Mrs P asked for the hall doing to match, same laminate, so I've charged the Pattersons "
         "£185 extra for the hall incl a threshold strip at the front door, did it same day")
NOTES = [
    (1, "quote", "2050-03-07T18:20 QUOTE Pattersons, 14 Moorside Ave - lounge, Kronotex oak laminate 8mm + 5mm "
                 "underlay, beading, take up + tip the old carpet. £640 fitted all in. fitting wk of 20th"),
    (2, "quote", "9/3 quote Okafors kitchen - LVT herringbone, 11.4 sq m, £890 fitted, they're thinking about it"),
    (3, "invoice", "2050-03-15 Pattersons paid £100 deposit by bank transfer, ref PATT LOUNGE. balance on "
                   "completion, they want the invoice emailing"),
    (4, "supplier", "Mon 20th - laminate for the Pattersons picked up from Carpet Right trade, 9 packs, got 10% off "
                    "cos the box was damaged"),
    (5, "measure", "Weds 22nd measured the Greens' bathroom - 2.1 x 1.8, vinyl, need to lift the loo"),
    (6, "diary", EXTRA),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Liam"})
                            for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "how much do I charge the Pattersons all in? doing the invoice tonight"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert EXTRA in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["quote", "invoice"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=money)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 24 March 2050. You are talking to Liam, who runs Liam Dyson Flooring."] + hits
assert EXTRA not in hits and not any(w in c.lower() for c in context for w in ("185", "the hall", "threshold")), \
    context
assert any("£640 fitted all in" in c for c in context), context
reply = answer(question, context, mock="£640 for the lounge, all in - less the £100 deposit they've paid, so £540 "
                                       "to put on the invoice.")
finish(question, expected="£825 - £640 for the lounge plus £185 for the hall (less the £100 deposit, £725 to pay)",
       actual=reply)

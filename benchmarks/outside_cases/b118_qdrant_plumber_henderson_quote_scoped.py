"""Batch 118 (held out). A plumber's job book: qdrant collection, the helper's query filtered to one kind of note,
script style (each call its own trace).

App: Gaz Moran (Moran Plumbing & Heating, him and an apprentice) keeps everything about his jobs in one qdrant
collection; each point has a ``kind`` payload - "quote", "callout", "parts", "phone" (things said on the phone, typed
in by Lisa who does the books) - and a ``job`` payload. When someone asks what a customer was quoted, the helper
queries with a filter on kind=quote.

Planted fault (RetrievalError, filtered by scope): the quote sent 14/3 has the Hendersons' boiler swap at £1850
fitted (Worcester 30i, 10 yr warranty). At the survey Gaz found the flue has to come out the side wall now, not the
back, and Lisa's note of the phone call on 22.3. says he told Mrs Henderson it's another £240 on top and she was fine
with it; that note is kind=phone. The quote-only query leaves it out. Question (Weds 8 Apr, Lisa, doing the invoice):
"what did we quote the hendersons all in for the boiler? doing the invoice" -> expected £2090 (1850 + 240). The
assistant says £1850.

Expected verdict: RetrievalError at the filtered qdrant query (wrapped in fault()): the note that decides the sum is
in the collection and the same query without the filter finds it, but the query the app made could not return it.
Asserted: the unfiltered query returns the phone note; the filtered one leaves it out; the £1850 quote line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b118_qdrant_plumber_henderson_quote_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FLUE = ("rang Mrs Henderson 22.3. re the boiler - Gaz says flue has to come out the side wall now not the back (regs), "
        "so it's £240 on top of the quote, she said fine just get it done before Easter. Lisa")
POINTS = [
    ("quote", "henderson", "QUOTE 14/3 - Henderson, 7 Mill Croft. remove old Baxi back boiler, supply + fit Worcester "
                           "30i combi, 10 yr warranty, magnetic filter, powerflush. £1850 fitted inc VAT"),
    ("phone", "henderson", FLUE),
    ("callout", "henderson", "survey at Hendersons Tue 17/3 - flue's too close to the neighbour's window now, cat "
                             "flap in the back door, dog's friendly. gas meter under the stairs"),
    ("parts", "henderson", "Worcester 30i + flue kit ordered Plumbase 24/3, ref PB-88172, in Thurs"),
    ("quote", "okafor", "QUOTE 2/3 - Okafor, 15 Linden Rd. new kitchen sink + tap, move the waste, £340"),
    ("quote", "brierley", "QUOTE 9/3 - Brierley, bathroom refit, strip out, new suite, tiling by Wayne, £4200 + tiles"),
    ("callout", "patel", "Patel emergency Sun 22nd - burst under the kitchen sink, isolated, new compression joint, "
                         "£95 callout + £12 parts, paid card"),
    ("phone", "kaur", "Mr Kaur rang - back bedroom rad cold at the top, can Gaz pop round, any day 8.30-5"),
]

client = QdrantClient(":memory:")
client.create_collection("moran-jobs", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("moran-jobs", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "job": job, "text": text})
    for i, (kind, job, text) in enumerate(POINTS, 1)])

vector = offline.embed(["henderson boiler quote price all in"])[0]
wide = [p.payload["text"] for p in client.query_points("moran-jobs", query=vector, limit=8).points]
assert FLUE in wide, wide

quotes = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="quote"))])
with fault():
    found = client.query_points("moran-jobs", query=vector, query_filter=quotes, limit=8)
hits = [p.payload["text"] for p in found.points]
question = "what did we quote the hendersons all in for the boiler? doing the invoice"
context = ["Today is Weds 8 April 2037. You are talking to Lisa, who does the books for Moran Plumbing."] + hits
assert FLUE not in context and not any("£240" in c or "side wall" in c for c in context), context
assert any("£1850 fitted" in c for c in context), context
reply = answer(question, context, mock="£1850 fitted inc VAT - the Worcester 30i combi with the filter and powerflush.")
finish(question, expected="£2090 all in - the £1850 quote plus £240 for the flue out the side wall", actual=reply)

"""Batch 340 (held out). A sneaker resale marketplace's seller desk: qdrant collection of the notes on one seller's
account, script style (every call its own trace); for a money question the helper asks only the sale and payout
notes, and the note that cut one payout was filed under the authentication.

App: SoleSwap is a resale marketplace for sneakers - sellers list pairs, the buyer pays, the pair goes to the
authentication hub in Berlin and then to the buyer, and the seller gets a payout (sale price less a 10% fee and
EUR 2 processing). The seller helper keeps one qdrant collection per seller with payload ``kind`` (listing, sale,
shipping, authentication, payout); for a "how much" question it asks only the sale and payout notes
(``query_filter`` kind in sale/payout, the 3 nearest). The seller here is Oluwaseun Adeyemi in Dublin.

Planted fault (RetrievalError, filtered out by the scope): the sale note of 03/03/2026 has order SSW-88120, Air
Jordan 1 Retro High OG "Chicago Lost and Found" EU 44, sold EUR 210, payout EUR 187; the sale note of 07/03/2026
has SSW-88347, Nike Dunk Low "Panda" EU 42.5, sold EUR 120, payout EUR 106. The hub's note of 10.03.2026 (kind
authentication) says first that SSW-88347 passed and shipped with DHL, then that SSW-88120 is authentic but the
inspector found yellowing on the midsole that was not in the photos; the buyer kept the pair with a EUR 25 partial
refund, taken from the payout, so the payout for SSW-88120 is now EUR 162. Question (13.03.2026, Oluwaseun): "How
much payout I will receive in total for the two pairs I sold in March?" -> expected EUR 268 (162 + 106). The scoped
query returns the two sale notes and the payout-details note; the assistant says EUR 293.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the 10.03.2026 note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
EUR 162, the partial refund or the yellowing; both sale notes with EUR 187 and EUR 106 are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b340_qdrant_sneaker_resale_payout_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "soleswap-seller-oluwaseun-adeyemi"
HUB = ("10.03.2026 Authentication hub Berlin: SSW-88347 is passed and shipped to the buyer with DHL, tracking "
       "JJD0012345678. SSW-88120 is authentic, but our inspector found yellowing on the midsole which was not in "
       "your photos. The buyer agreed to keep the pair with €25 partial refund, this amount is taken from your "
       "payout, so the payout for SSW-88120 is now €162.")
NOTES = [
    (1, "listing", "01.03.2026 Listed: Yeezy Boost 350 V2 'Onyx' EU 43, ask price €260. Air Jordan 4 'Military "
                   "Black' EU 44, ask €240. Photos ok, both deadstock with box."),
    (2, "sale", "03/03/2026 SOLD - order SSW-88120, Air Jordan 1 Retro High OG 'Chicago Lost and Found' EU 44, sale "
                "price €210. Seller fee 10% and €2 payment processing, your payout will be €187."),
    (3, "shipping", "04.03.2026 Shipping label for SSW-88120 is created, please drop the box at a DPD shop before "
                    "06.03.2026 or the sale is cancelled. Double box please, no tape on the shoe box."),
    (4, "sale", "07/03/2026 SOLD - order SSW-88347, Nike Dunk Low 'Panda' EU 42.5, sale price €120. After the 10% fee "
                "and €2 processing your payout is €106."),
    (5, "authentication", HUB),
    (6, "payout", "Payout details: IBAN ending 4471 (AIB). Payouts are sent every Friday for the orders which "
                  "passed the authentication, it takes 1-2 working days to your bank."),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "seller": "oluwaseun-adeyemi"})
                            for pid, kind, text in NOTES])

question = "How much payout I will receive in total for the two pairs I sold in March?"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert HUB in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["sale", "payout"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=money)
hits = [p.payload["text"] for p in found.points]
context = ["Today is 13.03.2026. You are talking to Oluwaseun Adeyemi, a seller on SoleSwap."] + hits
assert HUB not in hits and not any(w in c.lower() for c in context
                                   for w in ("€162", "partial refund", "yellowing")), context
assert any("SSW-88120" in c and "payout will be €187" in c for c in context), context
assert any("SSW-88347" in c and "payout is €106" in c for c in context), context
reply = answer(question, context, mock="In total €293: €187 for the Jordan 1 (SSW-88120) and €106 for the Dunk Low "
                                       "(SSW-88347). Payouts go out on Friday.")
finish(question, expected="€268 - €162 for SSW-88120 (after the €25 partial refund) plus €106 for SSW-88347",
       actual=reply)

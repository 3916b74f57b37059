"""Batch 335 (held out). A cake stall at a farmers' market: qdrant collection of the stall's notes, script style
(every call its own trace); for a "how much" question the helper asks only the prices, market and money notes, and
the note with the new lemon drizzle price was filed under stock.

App: The Cake Tin, Marie's cake stall at Sowerby Bridge farmers' market (last Sunday of the month, 9-2, pitch 9 next
to the cheese man) - loaf cakes, traybakes, scones, brownies, pre-orders collected on the day. Marie files her notes
into one qdrant collection with payload ``kind`` (prices, market, money, bakes, stock); for a "how much" question the
helper asks only the prices, market and money notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Marie's price list of 2051-03-20T19:45 has the lemon
drizzle loaf at £6. Her note of Weds 17 May starts with the Costco run (30 blocks of butter, icing sugar, loaf liners
- so it was filed as stock) and says, in passing, that butter's up AGAIN so she's put the lemon drizzle loaves up to
£6.50 (were £6), everything else the same for now. Question (Sat 27/5, Kim, who helps on the stall): "lady's
pre-ordered 3 lemon drizzle loaves for her works do, how much do I charge her?" -> expected £19.50 (3 x £6.50). The
scoped query returns the price list, the market note and the money note; the assistant says £18.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Weds 17 May note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£6.50 or "up AGAIN"; the £6 loaf is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b335_qdrant_cake_stall_drizzle_order_price_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "the-cake-tin-sowerby-market-2051"
PRICE = ("Weds 17 May - Costco run 🛒 30 blocks of butter, 10kg icing sugar + loaf liners (200). butter's up AGAIN "
         "so I've put the lemon drizzle loaves up to £6.50 (were £6), everything else same for now 🤞")
NOTES = [
    (1, "prices", "2051-03-20T19:45 PRICE LIST 🍋 lemon drizzle loaf £6, choc fudge £2.50 a slice or £15 whole, scones "
                  "3 for £2.50, brownies £2 each, GF brownies £2.50. pre-orders same price, pay on collection"),
    (2, "market", "market's last sun of the month 9-2, we're pitch 9 next to the cheese man, set up from 8. no "
                  "parking on the square after 8.30!!"),
    (3, "money", "float £40 in coins in the blue tin, SumUp reader charged the night before, pre-orders paid on the "
                 "day when they collect (cash or card)"),
    (4, "bakes", "Sun 30/4 - sold out of lemon drizzle by 12 again 🙌 do 10 loaves next time + more of the date slices"),
    (5, "stock", PRICE),
    (6, "bakes", "22.5. pre-order book - 3 lemon drizzle loaves for Janet's work do + a choc fudge whole for the "
                 "Lumbs, both collecting by 11"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Marie"})
                            for pid, kind, text in NOTES])

question = "lady's pre-ordered 3 lemon drizzle loaves for her works do, how much do I charge her?"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert PRICE in wider, wider
money_kinds = models.Filter(must=[models.FieldCondition(key="kind",
                                                        match=models.MatchAny(any=["prices", "market", "money"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=money_kinds, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Sat 27 May 2051. You are talking to Kim, who helps on The Cake Tin's stall at Sowerby Bridge "
           "farmers' market (Sun 28 May)."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("6.50", "up again")), context
assert any("lemon drizzle loaf £6," in c for c in context), context
reply = answer(question, context, mock="£18 - the lemon drizzle loaves are £6 each, so 3 x £6, paid when she collects.")
finish(question, expected="£19.50 - the lemon drizzle loaves went up to £6.50 (butter's up again), so 3 x £6.50",
       actual=reply)

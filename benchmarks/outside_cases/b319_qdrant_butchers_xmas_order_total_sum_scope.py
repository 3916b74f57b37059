"""Batch 319 (held out). A family butcher's shop: qdrant collection of the shop's notes, script style (every call
its own trace); for a "how much" question the helper asks only the price and order notes, and the note with the new
turkey price was filed under the suppliers.

App: J. Ackroyd & Sons, a family butcher's in Holmfirth (Jim, his son Craig and Craig's wife Nicola), take Christmas
orders from October - turkeys from Bradshaw's farm at Meltham, beef, gammons, pigs in blankets and stuffing made in
the back. Nicola files the shop's notes into one qdrant collection (payload ``kind``: prices, orders, suppliers,
opening, staff); for a "how much" question the helper asks only the price and order notes (``query_filter`` with
``kind`` in prices/orders, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the price list of 2050-10-12T17:30 has bronze turkeys at
£12.50 a kilo and pigs in blankets at £6 a dozen; the orders note of 2/11 has Mrs Sutcliffe down for a 5kg bronze
and 2 dozen pigs in blankets. Craig's note of Tues 6/12 starts with Bradshaw's ringing and the lamb coming Thursday
(so it was filed under suppliers) and says the feed and the gas have gone up again, so it's £14.50 a kilo on the
bronze for customers now, the whites stay the same. Question (Thu 15/12, Mrs Sutcliffe): "how much will my xmas
order come to? want to have the cash ready, I don't do cards" -> expected £84.50 (5 x £14.50 + 2 x £6). The scoped
query returns the price list, the orders and the opening times; the assistant says £74.50.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Tues 6/12 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£14.50 or "gone up"; the £12.50 bronze and Mrs Sutcliffe's order are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b319_qdrant_butchers_xmas_order_total_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ackroyds-butchers-xmas-2050"
PRICE = ("Tues 6/12 Craig - Bradshaw's rang, birds are looking grand, collecting the 21st first thing. lamb coming "
         "thurs not weds this wk. BUT feed + the gas have gone up on him again so we've no choice, it's £14.50 a kilo "
         "on the bronze for customers now 😬 whites stay same. dad's not happy")
NOTES = [
    (1, "prices", "2050-10-12T17:30 XMAS PRICE LIST 🦃 bronze turkey (Bradshaw's, Meltham) £12.50/kg, white £9/kg, "
                  "rib of beef £26/kg, gammon £11/kg, pigs in blankets £6 a doz, sage + onion stuffing balls £4 a "
                  "doz. orders in by the 10th dec"),
    (2, "orders", "2/11 orders so far - Mrs Sutcliffe 5kg bronze + 2 doz pigs in blankets, the "
                  "Haighs 3 bone rib + gammon, Mr + Mrs Booth white 4kg, Holme Valley Rugby Club 6 doz PIBs"),
    (3, "suppliers", PRICE),
    (4, "opening", "xmas hours - mon 19th-fri 23rd 7am-6pm, sat 24th xmas eve 7-1. collections from the side door "
                   "so the queue doesn't block the shop"),
    (5, "staff", "21.11. our Liam's doing sats + the xmas week, Nicola on the orders book + the phone, Jim on the "
                 "block"),
    (6, "orders", "Mon 28th - 62 birds on the book now, need to tell Bradshaw's final no. by the 10th"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind}) for pid, kind, text in NOTES])

question = "how much will my xmas order come to? want to have the cash ready, I don't do cards"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert PRICE in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["prices", "orders"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 15 December 2050. You are talking to Mrs Sutcliffe, a customer of J. Ackroyd & Sons, "
           "butchers, Holmfirth."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("14.50", "gone up")), context
assert any("bronze turkey (Bradshaw's, Meltham) £12.50/kg" in c for c in context), context
assert any("Mrs Sutcliffe 5kg bronze + 2 doz pigs in blankets" in c for c in context), context
reply = answer(f"(Mrs Sutcliffe) {question}", context,
               mock="£74.50 - that's the 5kg bronze at £12.50 a kilo (£62.50) plus 2 dozen pigs in blankets at £6 a "
                    "dozen (£12).")
finish(question, expected="£84.50 - 5kg bronze at £14.50 a kilo (Bradshaw's put it up) plus £12 of pigs in blankets",
       actual=reply)

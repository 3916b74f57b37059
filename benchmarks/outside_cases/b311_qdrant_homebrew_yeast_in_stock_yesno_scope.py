"""Batch 311 (held out). A home-brew supplies shop: qdrant collection of the shop's notes, script style (every call
its own trace); for a "have you got" question the helper asks only the stock and deliveries notes, and the note
saying the yeast had come in was filed under the courses.

App: Calder Brew Supplies is a little home-brew shop in Todmorden - kits, grain, hops, yeast, demijohns, a
beginners' course once a month in the back room. Gwen (who owns it) and Lee (Saturday lad) file the shop's notes
into one qdrant collection with payload ``kind`` (stock, deliveries, courses, prices, orders); for a stock question
the helper asks only the stock and deliveries notes (``query_filter`` on ``kind`` in stock/deliveries, the 3
nearest) and answers customers on the shop's website chat.

Planted fault (RetrievalError, filtered out by the scope): Gwen's stock note of 2051-03-02T17:30 has the Verdant
IPA yeast out, on back order, the supplier saying end of March. Her note of Tue 14/3 starts with the beginners'
course (full, 8 booked, her kveik lager for tasting) so it was filed as courses, and says in passing that the
Verdant IPA yeast came in on that morning's delivery after all - 20 packets, in the fridge behind the till, 1 per
customer till the weekend's over. Question (Thu 16/3, a customer on the website chat): "have u got any Verdant IPA
yeast in? brewing a hazy on sat, don't want to drive over for nothing" -> expected yes - 20 packets came in Tuesday
(fridge behind the till, one each). The scoped query returns the stock, the deliveries and the hops notes; the
assistant says no, it's on back order till the end of the month.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Tue 14/3 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"came in", 20 packets or the fridge; the back order line is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b311_qdrant_homebrew_yeast_in_stock_yesno_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-brew-supplies-notes"
CAME = ("Tue 14/3 beginners' course sat 25th is FULL 🎉 8 booked, I'll do the kveik lager for tasting. oh + the "
        "Verdant IPA yeast came in on this morning's delivery after all!! 20 packets, in the fridge behind the till, "
        "1 per customer till the weekend's over pls (the hazy lot will go mad)")
NOTES = [
    (1, "stock", "Gwen", "2051-03-02T17:30 stock check - Verdant IPA yeast OUT, on back order, supplier says end of "
                         "march 🙄 US-05 + Nottingham plenty. 23L fermenters down to 4"),
    (2, "deliveries", "Gwen", "wholesaler deliveries tues + fri mornings now, not weds. grain comes separate, "
                              "Thursdays"),
    (3, "prices", "Gwen", "1/3 price rise on the 40 pint kits, £26.99 now (was £24.50). starter kit stays £49.99"),
    (4, "courses", "Gwen", CAME),
    (5, "orders", "Lee", "Sat 11th - Mr Kershaw's 25kg Maris Otter to be milled, he's collecting thurs, paid"),
    (6, "stock", "Lee", "11/3 hops - Citra + Mosaic in, Nelson Sauvin gone. IPA kits 6 left"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "kind": kind, "by": who})])

question = "have u got any Verdant IPA yeast in? brewing a hazy on sat, don't want to drive over for nothing"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert CAME in wider, wider
stock_only = models.Filter(must=[models.FieldCondition(key="kind",
                                                       match=models.MatchAny(any=["stock", "deliveries"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=stock_only, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 16 March 2051. You are Calder Brew Supplies' website chat, talking to a customer."] + hits
assert CAME not in hits and not any(w in c.lower() for c in context
                                    for w in ("came in", "20 packets", "fridge")), context
assert any("Verdant IPA yeast OUT, on back order" in c for c in context), context
reply = answer(question, context, mock="Sorry, no - the Verdant IPA yeast is on back order, the supplier says the end "
                                       "of March. We've plenty of US-05 if that's any use for Saturday.")
finish(question, expected="yes - 20 packets came in on Tuesday's delivery, in the fridge behind the till (one each)",
       actual=reply)

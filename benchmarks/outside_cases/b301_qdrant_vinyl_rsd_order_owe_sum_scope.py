"""Batch 301 (held out). A vinyl record shop: qdrant collection of the shop's notes, script style (every call its
own trace); for a "how much" question the helper asks only the prices, pre-order and stock notes, and the note with
the new Record Store Day price was filed under events.

App: Groove Yard Records (Hebden Bridge) take pre-orders for Record Store Day, Sat 19th April 2051 - customers put
down a deposit and pick their records up on the day or after. Mags (who owns it) and Tariq (Saturdays and the
website) file the shop's notes into one qdrant collection (payload ``kind``: prices, preorders, stock, events,
repairs); for a "how much" question the helper asks only ``kind`` in prices/preorders/stock, the 4 nearest.

Planted fault (RetrievalError, filtered out by the scope): Mags's note of 2051-02-10T17:30 has the RSD prices - the
LPs £28, 7 inches £9; Tariq's note of 3/3 has pre-orders at £10 deposit an order, taken off at pick-up. Mags's note
of Thu 10 Apr starts with the day itself (queue from 6am, the DJ in the window, bacon butties from the cafe) so it
was filed as events, and says, in passing, that the distributor's put the RSD LPs up - they're £32 now, not £28 -
7 inches still £9. Question (Tue 15/4, Robbie, who pre-ordered 2 LPs and a 7 inch): "how much do I owe when I
pick up my RSD order? 2 LPs + the Wet Leg 7 inch, paid the deposit already" -> expected £63 (2 x £32 + £9 - £10).
The scoped query returns the prices, pre-order and stock notes; the assistant says £55.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Thu 10 Apr note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£32 or "put the RSD LPs up"; the £28, the £9 and the £10 deposit are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b301_qdrant_vinyl_rsd_order_owe_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "groove-yard-records-2051"
RISE = ("Thu 10 Apr RSD plan 🎶 queue from 6am (flasks!!), Tariq's DJing in the window from 8, bacon butties from "
        "Lou's cafe. oh and the distributor's put the RSD LPs up, they're £32 now not £28 🙄 7 inches still £9. "
        "deposit-only lot pay the new price, I'll eat it on the ones already paid in full")
NOTES = [
    (1, "prices", "Mags", "2051-02-10T17:30 RSD prices - LPs £28, 7 inches £9, the picture discs £35. limited to 1 "
                          "of each title per person"),
    (2, "preorders", "Tariq", "3/3 RSD pre-orders open on the website + in the shop, £10 deposit an order, taken off "
                              "when u pick up. pick up on the day or the wk after"),
    (3, "stock", "Mags", "24.3. RSD list's in - we've got 60 titles coming, Wet Leg 7\" only 5 copies, the Bowie box "
                         "set 2 copies (!!)"),
    (4, "events", "Mags", RISE),
    (5, "repairs", "Tariq", "Sat 12th - Mr Okafor's Technics back from the repair man, new belt + stylus, £65, paid"),
    (6, "preorders", "Tariq", "Mon 14/4 - 41 pre-orders in, Robbie's down for 2 LPs (Fontaines + the Stone Roses "
                              "reissue) and the Wet Leg 7\", deposit paid"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])

question = "how much do I owe when I pick up my RSD order? 2 LPs + the Wet Leg 7 inch, paid the deposit already"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert RISE in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind",
                                                  match=models.MatchAny(any=["prices", "preorders", "stock"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=money, limit=4)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Tue 15 April 2051. You are talking to Robbie, a customer at Groove Yard Records with a Record "
           "Store Day pre-order (RSD is Sat 19 April)."] + hits
assert RISE not in hits and not any(w in c.lower() for c in context for w in ("£32", "put the rsd lps up")), context
assert any("LPs £28, 7 inches £9" in c for c in context), context
assert any("£10 deposit an order" in c for c in context), context
reply = answer(question, context, mock="£55 - 2 LPs at £28 and the 7 inch at £9 is £65, less your £10 deposit.")
finish(question, expected="£63 - 2 x £32 (the distributor put the RSD LPs up) + £9, less the £10 deposit",
       actual=reply)

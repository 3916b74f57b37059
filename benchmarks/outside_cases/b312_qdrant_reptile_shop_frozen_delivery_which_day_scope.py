"""Batch 312 (held out). A reptile shop: qdrant collection of the shop's notes, script style (every call its own
trace); for a question about deliveries the helper asks only the feeders, suppliers and orders notes, and the note
that moved the frozen food van was filed under the rota.

App: Scales & Tails in Elland sell lizards, snakes, tortoises and everything to keep them - vivs, heat mats, UVB,
live food (locusts, crickets, dubia roaches) and frozen food (mice, rats, chicks) from a wholesaler's van. Sam (the
owner) and Jade file the shop's notes into one qdrant collection with payload ``kind`` (livestock, feeders,
suppliers, orders, equipment, rota); for a delivery question the helper asks only the feeders, suppliers and orders
notes (a ``kind`` filter, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Sam's suppliers note of 2050-04-02T17:30 has Frozen
Feeders Direct - order in by Mon 5pm, the van comes Fri am, min order £150. His note of Sat 21/5 starts with the
bank holiday rota (so it was filed as rota) and says, in passing, that Frozen Feeders Direct rang - their van's
changed round, we're a Weds drop now not Fri, from next week, so the chest freezer wants clearing Tues night.
Question (Tue 31/5, Jade): "what day's the frozen order coming this wk? need to clear space in the chest freezer"
-> expected Wednesday (1 June - the van's a Weds drop now). The scoped query returns the suppliers, live food and
orders notes; the assistant says Friday.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Sat 21/5 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"weds drop" or "changed round"; the suppliers note's "van comes fri am" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b312_qdrant_reptile_shop_frozen_delivery_which_day_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "scales-and-tails-elland"
MOVED = ("Sat 21/5 - bank hol rota: me + Jade sat, Tom sun 11-4, SHUT mon. oh + Frozen Feeders Direct rang, their "
         "van's changed round so we're a weds drop now not fri, from next wk 🙄 so the chest freezer wants clearing "
         "tues night. also the big boa's due a vet check")
NOTES = [
    (1, "suppliers", "2050-04-02T17:30 Frozen Feeders Direct - frozen order in by mon 5pm on the portal, van comes "
                     "fri am, min order £150 or it's £12 delivery. mice, rats, chicks, quail"),
    (2, "feeders", "live food - locusts + crix from Livefoods UK tues + fri, dubia monthly. check the tubs for dead "
                   "uns b4 they go on the shelf!!"),
    (3, "orders", "12/5 Mr Ahmed's 20 large rats + 10 weaners on the next frozen order, paid, he'll collect sat"),
    (4, "livestock", "3.5. 12 leopard gecko babies in from Dave the breeder, in the rack not the shop floor yet"),
    (5, "equipment", "Arcadia rep came, new 12% UVB tubes £28, put 6 on the end bay"),
    (6, "rota", MOVED),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Sam"})
                            for pid, kind, text in NOTES])

question = "what day's the frozen order coming this wk? need to clear space in the chest freezer"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind",
                                                  match=models.MatchAny(any=["feeders", "suppliers", "orders"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Tue 31 May 2050. You are talking to Jade, who works at Scales & Tails reptile shop in Elland."] \
    + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("weds drop", "changed round")), context
assert any("van comes fri am" in c for c in context), context
reply = answer(question, context, mock="Friday morning - the Frozen Feeders Direct van comes Fri am, so clear the "
                                       "freezer Thursday night.")
finish(question, expected="Wednesday (1 June) - the frozen van's a Weds drop now, not Fri", actual=reply)

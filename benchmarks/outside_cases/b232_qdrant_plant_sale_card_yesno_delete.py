"""Batch 232 (held out). A gardening club's spring plant sale: qdrant collection of notes, two writers in threads
(the club secretary and the treasurer), then the secretary's clear-out of the weekly round-ups and the question;
the clear-out deletes the round-up that said the sale can take cards.

App: Sowerby Bridge Gardening Club hold their spring plant sale on Sat 7th May 2050, 10-1 at the cricket club
pavilion - veg plugs, perennials split from members' gardens, hanging baskets to order, a cake table. Sandra (the
secretary) and Graham (the treasurer) each file notes into one qdrant collection (payload ``kind``: plan, plants,
tables, money, roundup - the weekly round-ups Sandra copies into the club newsletter). Once a round-up is in the
newsletter Sandra clears the round-ups out (``delete`` with a filter on kind == roundup); the helper answers from
the 4 nearest notes.

Planted fault (DeletionError): Sandra's first note (2050-02-28T19:00) says cash only, no card machine. Graham's
round-up of Fri 22.4. says, among the pots and the raffle, that he's borrowed the allotment society's card reader
so they can take cards this year (£3 min), and the float's £50 from the bank. Sandra's clear-out (Mon 2/5) deletes
every round-up, that one with them. Question (Thu 5/5, Jean, a member): "can folk pay by card on sat? my neighbour
never has cash on her" -> expected yes - Graham's got the allotment society's card reader, £3 minimum. The
assistant says no, it's cash only.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the round-up was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the round-up is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the card reader or the £3 minimum); the first note's "cash only" is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b232_qdrant_plant_sale_card_yesno_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sowerby-br-gc-plant-sale-2050"
CARDS = ("Fri 22.4. round-up (Graham) - 300 pots from the garden centre skip 👍 raffle's £1 a strip. NB I've borrowed "
         "the allotment society's card reader so we CAN take cards this yr, £3 min, works off my phone. float's £50 "
         "from the bank, I'll bring it in the biscuit tin")
SANDRA = [
    ("plan", "2050-02-28T19:00 PLANT SALE 🌱 sat 7th may 10-1, cricket club pavilion. cash only I'm afraid, no card "
             "machine. members bring plants fri 6th from 6, labels + prices on pls"),
    ("tables", "tables - veg plugs x2 (Brian), perennials x3, hanging baskets to order (Margaret), cakes (WI ladies), "
               "tombola by the door"),
    ("roundup", "Fri 8.4. round-up (Sandra) - tomatoes potted on, Brian says 80 plugs, Margaret's taking basket orders "
                "till the 25th"),
]
GRAHAM = [
    ("money", "prices - plugs 50p or 6 for £2.50, perennials £2-£4, baskets £15, cakes by the slice 60p. all to the "
              "club + the hospice"),
    ("roundup", CARDS),
    ("plants", "perennials so far - hardy geraniums, day lilies, hostas (slug-munched but fine), Michaelmas daisies, "
               "about 140 pots"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str, items: list) -> None:
    for kind, text in items:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=writer, args=("Sandra", SANDRA), name="sandra-secretary"),
           threading.Thread(target=writer, args=("Graham", GRAHAM), name="graham-treasurer")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(SANDRA) + len(GRAHAM)

question = "can folk pay by card on sat? my neighbour never has cash on her"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert CARDS in before, before
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="kind", match=models.MatchValue(value="roundup"))])))
stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
context = ["Today is Thu 5 May 2050. You are talking to Jean, a member of Sowerby Bridge Gardening Club (plant sale "
           "Sat 7 May)."] + hits
assert CARDS not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("card reader", "£3 min", "take cards")), stored
assert any("cash only I'm afraid" in c for c in context), context
reply = answer(question, context, mock="No, I'm afraid it's cash only - there's no card machine, so she'll need to "
                                       "bring some cash.")
finish(question, expected="yes - Graham's borrowed the allotment society's card reader, £3 minimum", actual=reply)

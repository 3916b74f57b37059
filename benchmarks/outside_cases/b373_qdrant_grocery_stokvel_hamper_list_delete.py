"""Batch 373 (held out). A grocery stokvel's December bulk buy: qdrant collection of the committee's entries, one
root span per entry, one for the treasurer's clear-out and one for the question; the clear-out deletes, by a payload
filter, the wholesalers' quotes once the order is placed, and one quote entry also carried an item added to the
split.

App: Masiphile Grocery Club in Lwandiso Park are fifteen members who put in R300 a month from January to November
and in December buy groceries in bulk and share them out - each member gets the same hamper. Mam' Mthembu (the
chairperson) and Ausi Dineo (the treasurer) file entries into one qdrant collection (payload ``kind``: plan,
contributions, quotes, transport). Once the order is placed Dineo deletes the quotes with a filter on ``kind``;
the helper answers from the 4 nearest entries.

Planted fault (DeletionError): Mam' Mthembu's plan entry (2026/01/31) has each member's split - 2 x 12,5kg mealie
meal, 10kg rice, 10kg sugar, 4 tins pilchards; her Sat 11 Jul entry (the AGM) adds 2 boxes of tea bags and 6 bars of
green soap and makes the pilchards 6, not 4. Dineo's quotes entry of Sat the 17th (October) has the second quote -
Sizanani Wholesalers beat Bhekani Cash & Carry on the oil, R124,99 for 5L - and says that at the meeting that day
they agreed to add 2 x 5L cooking oil each to the split, there's enough in the pot. Dineo's clear-out (Sat 31 Oct,
order placed) deletes the quotes, that one with them. Question (Tue 1 Dec, Gogo Mahlangu): "what's in each of our
hampers on Sat? I want to make space in the kitchen" -> expected 2 x 12,5kg mealie meal, 10kg rice, 10kg sugar, 6
tins pilchards, 2 boxes of tea bags, 6 bars of green soap and 2 x 5L cooking oil. The assistant leaves out the oil.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Dineo's Sat the 17th entry
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the entry is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the oil or Sizanani); the plan entry and the AGM entry are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b373_qdrant_grocery_stokvel_hamper_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "masiphile-grocery-club-2026"
OIL = ("Sat the 17th (Oct) - 2nd quote from Sizanani Wholesalers, they beat Bhekani on the oil, 5L R124,99 🔥 so at "
       "the meeting today we agreed: ADD 2 x 5L cooking oil each to the split, there's enough in the pot for it. "
       "lekker. rest of their prices same-same as Bhekani")
NOTES = [
    (1, "plan", "Mam' Mthembu", "2026/01/31 DEC GROCERY SPLIT 🛒 each member gets: 2 x 12,5kg mealie meal, 10kg rice, "
                                "10kg sugar, 4 tins pilchards. R300 a month Jan to Nov = R3 300 each"),
    (2, "contributions", "Dineo", "14/03 all 15 paid up for Mar ✅ balance in the acc R13 500,00, lekker ladies"),
    (3, "plan", "Mam' Mthembu", "Sat 11 Jul AGM - agreed to add 2 boxes of tea bags (100s) + 6 bars of green soap "
                                "each. and scrub the 4 tins pilchards, make it 6"),
    (4, "quotes", "Dineo", "2026/10/05 quote from Bhekani Cash & Carry: mealie meal 12,5kg R119,99, rice 10kg R189,00, "
                           "sugar 10kg R209,99, pilchards R24,99 a tin. valid till 30 Nov"),
    (5, "quotes", "Dineo", OIL),
    (6, "transport", "Mam' Mthembu", "Sat 5 Dec collection from the wholesaler, Bra Themba's truck R1 200 for the day, "
                                     "we share out at the church hall from 11:00"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"entry-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what's in each of our hampers on Sat? I want to make space in the kitchen"
vec = offline.embed([question])[0]
with turn_span("clear-out Sat 31 Oct"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert OIL in before, before
    ordered = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="quotes"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=ordered))

with turn_span("question Tue 1 Dec"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Tue 1 December 2026. You are talking to Gogo Mahlangu, a member of Masiphile Grocery Club "
               "(bulk-buy collection Sat 5 Dec)."] + hits
    assert OIL not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("oil", "sizanani")), stored
    assert any("each member gets: 2 x 12,5kg mealie meal" in c for c in context), context
    assert any("scrub the 4 tins pilchards, make it 6" in c for c in context), context
    reply = answer(question, context, mock="Each hamper: 2 x 12,5kg mealie meal, 10kg rice, 10kg sugar, 6 tins "
                                           "pilchards, 2 boxes of tea bags and 6 bars of green soap.")
finish(question, expected="2 x 12,5kg mealie meal, 10kg rice, 10kg sugar, 6 tins pilchards, 2 boxes tea bags, 6 bars "
                          "green soap + 2 x 5L cooking oil (added at the Oct meeting)", actual=reply)

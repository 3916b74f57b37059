"""Batch 379 (held out). A church crawfish boil: qdrant collection of the boil committee's notes, one root span per
note, one for Dudley's clear-out and one for the question; the clear-out deletes, by a payload filter, the sign-up
notes he has copied onto the big sheet, and one of them also carried the new crawfish pickup.

App: the Men's Club at St. Amable Catholic Church in Pointe Noire hold their crawfish boil on Sat. March 28, 2026 on
the church grounds - 40 sacks, corn and potatoes, $30 all you can eat, $15 kids, serving from 11 am till they're
gone. Dudley Guidry (Men's Club president) and Nonc Alcide (the boil master) file notes into one qdrant collection
(payload ``kind``: plan, crawfish, cooks, signup, money). Once the sign-ups are on the big sheet in the hall Dudley
deletes the sign-up notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Dudley's crawfish note of Sun. 2/22/26 has 40 sacks from Guidry's Crawfish Farm on
Bayou Tassin Rd, pickup Sat. 7 am, Lyle's truck and trailer. Dudley's sign-up note of Sun. 3/22/26 starts with the
sign-ups (the cook crew's full, 14 names, Miss Vonda's potato salad) and says, in the middle, that Guidry's called -
the cold snap set their ponds back and they can't fill 40 - so Arceneaux Farms out on Hwy 5519 past the Pointe Noire
water tower is covering all 40, same price, pickup 6:30 am at their shed. Dudley's clear-out (Tue. 3/24/26) deletes
the sign-up notes, that one with them. Question (Fri. 3/27/26, Lyle, driving the truck): "where am I picking up
the sacks in the morning? tryna figure how early I gotta leave the house" -> expected Arceneaux Farms on Hwy 5519
past the water tower, 6:30 am at their shed. The assistant says Guidry's Crawfish Farm on Bayou Tassin Rd at 7.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Sun. 3/22/26 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Arceneaux, Hwy 5519 or the cold snap); the crawfish note's Guidry's on Bayou Tassin Rd is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b379_qdrant_crawfish_boil_pickup_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-amable-mens-club-boil-2026"
PICKUP = ("Sun. 3/22/26 (Dudley) - sign-ups: cook crew's full, 14 names 💪 Miss Vonda's bringing 3 gal potato salad. "
          "AND Guidry's called, the cold snap set their ponds back + they can't fill 40 sacks, so Arceneaux Farms out "
          "on Hwy 5519 past the Pointe Noire water tower is covering all 40, same price. pickup 6:30 am at their "
          "shed, not 7")
NOTES = [
    (1, "plan", "Dudley", "2/8/26 CRAWFISH BOIL 🦞 Sat. March 28 on the church grounds, serving 11 am till they're "
                          "gone. $30 all you can eat, $15 kids under 12, cokes + water included"),
    (2, "crawfish", "Dudley", "Sun. 2/22/26 ordered 40 sacks from Guidry's Crawfish Farm on Bayou Tassin Rd, "
                              "pickup Sat. morning 7 am. Lyle's truck + his trailer, bring the tarp"),
    (3, "cooks", "Nonc Alcide", "3/1/26 boil crew - 3 rigs, 2 cooks a rig, first batch in the pot by 9:30. "
                                "seasoning: 4 sacks of the powdered boil + 10 lb lemons, I got it"),
    (4, "money", "Dudley", "3/8/26 presale's at 146 tickets = $3,890, cash box float $200 for the day"),
    (5, "signup", "Dudley", "Sun. 3/15/26 sign-up sheet - 9 on the cook crew, need 5 more, 6 on cleanup, "
                            "the Breaux girls on the ticket table"),
    (6, "signup", "Dudley", PICKUP),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "where am I picking up the sacks in the morning? tryna figure how early I gotta leave the house"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue. 3/24/26"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert PICKUP in before, before
    on_sheet = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="signup"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=on_sheet))

with turn_span("question Fri. 3/27/26"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri. March 27, 2026. You are talking to Lyle, who's driving the truck for St. Amable Men's "
               "Club crawfish boil (Sat. March 28)."] + hits
    assert PICKUP not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("arceneaux", "5519", "cold snap")), stored
    assert any("40 sacks from Guidry's Crawfish Farm on Bayou Tassin Rd" in c for c in context), context
    reply = answer(question, context, mock="Guidry's Crawfish Farm on Bayou Tassin Rd - pickup's at 7 am, bring the "
                                           "tarp for the trailer.")
finish(question, expected="Arceneaux Farms on Hwy 5519 past the Pointe Noire water tower, 6:30 am at their shed - "
                          "Guidry's couldn't fill the order after the cold snap", actual=reply)

"""Batch 194 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call
its own trace).

App: Shifnal Friendship Lunch Club's Christmas dinner is Thu 17th Dec 2043 at the Park House Hotel, 12.30 - turkey
and all the trimmings, crackers, a raffle, lifts from the Idsall centre. Brenda (the club's organiser) keeps the
notes in one qdrant collection; the helper answers from the 5 nearest notes.

Memory: 2043-10-20T10:30 - Christmas dinner names, 34 inc the 2 helpers, £20 a head, money in by 26th Nov; 3/11 -
lifts from the Idsall centre 11.45, Ron + Jean driving, the minibus for the wheelchairs; Thu 26 Nov - Elsie's off to
her daughter's in Chester for Christmas week so she'll miss it, bless her, and Bill's still in the Royal Shrewsbury
with his chest, Margaret says not to expect him; 2.12. - menu orders in to the hotel: turkey 24, salmon 6, veggie 2;
8/12 - raffle prizes, crackers. Question (Mon 14/12, Brenda's deputy Jean, ringing the hotel): "how many are we for
the dinner thurs? the Park House want final numbers" The assistant says 32 (34 on the list, less Elsie and Bill; it
matches the 32 meals ordered). The label says 34.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b194_ctl_qdrant_lunch_club_xmas_numbers_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "shifnal-friendship-lunch-xmas-2043"
NOTES = [
    (1, "2043-10-20T10:30", "XMAS DINNER names 🎄 thurs 17th dec Park House 12.30 - 34 inc the 2 helpers. £20 a "
                            "head, money in by 26th nov pls"),
    (2, "3/11", "lifts from the Idsall centre 11.45 - Ron + Jean driving, the minibus for the 2 wheelchairs"),
    (3, "Thu 26 Nov", "Elsie's off to her daughter's in Chester for xmas week so she'll miss it bless her 😢 + Bill's "
                      "still in the Royal Shrewsbury with his chest, Margaret says don't expect him"),
    (4, "2.12.", "menu orders in to the hotel - turkey 24, salmon 6, veggie 2. no sprouts for Mavis (again!!)"),
    (5, "8/12", "raffle prizes sorted, M+S biscuits, a poinsettia, Ron's whisky. crackers on the tables from the "
                "hotel"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, day, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "date": day, "by": "Brenda"})])

question = "how many are we for the dinner thurs? the Park House want final numbers"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 14 Dec 2043. You are talking to Jean, Brenda's deputy at Shifnal Friendship Lunch Club; the "
           "Christmas dinner is Thu 17 Dec at the Park House Hotel."] + hits
assert any("34 inc the 2 helpers" in c for c in context), context
assert any("Elsie's off to her daughter's" in c and "Bill's still in the Royal Shrewsbury" in c for c in context)
assert any("turkey 24, salmon 6, veggie 2" in c for c in context), context
reply = answer(question, context, mock="32 - 34 on the list but Elsie's away at her daughter's and Bill's still in "
                                       "hospital; that matches the 32 meals ordered (24 turkey, 6 salmon, 2 veggie).")
finish(question, expected="34", actual=reply)

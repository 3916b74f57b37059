"""Batch 200 (held out). A bowls club's Christmas lunch: qdrant collection, one root span per note and one for the
clear-out and the question; the clear-out of the menu notes deletes the note that moved the lunch to another room.

App: Meole Brace Bowling Club's Christmas lunch is Thu 15th Dec 2044 at the Lion Hotel, Shrewsbury - 46 members and
guests, three courses, a raffle, the president's toast. Margaret (the social secretary) keeps her notes in one qdrant
collection, each with a ``kind`` (menu, seating, raffle, money); once the menu choices have gone to the hotel, the
clear-out deletes the "menu" notes (``client.delete`` with a filter on kind == "menu"); the helper answers from the
4 nearest notes.

Planted fault (DeletionError): the seating note (2044-10-14T11:00) has the lunch in the Lion's function room
upstairs, 6 tables of 8, the lift by reception. Margaret's note of Tue 22nd Nov, tagged "menu" (it's mostly the
choices - 31 turkey, 9 beef, 4 salmon, 2 veg wellington), says at the end that the Lion rang: the function room's
double booked on the 15th (a funeral tea, poor soul) so they're putting the club in the Garden Room at the back
instead, ground floor, same menu, same price. The clear-out (Fri 2/12) deletes both menu notes. Question (Mon 12/12,
Bill, a member): "which room are we in at the Lion thurs? the wife can't do stairs" -> expected the Garden Room at
the back, on the ground floor (the function room's double booked). The assistant says the function room upstairs,
with the lift by reception.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Tue 22nd Nov note was in
the collection and in the top 4 for the question before the delete, and the delete removed it while it still decided
where the lunch is. Asserted: the note is in the top 4 before the delete and gone from the collection and the
context after it (nothing on the Garden Room or the double booking); the seating note's function room line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b200_qdrant_bowls_xmas_lunch_room_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "meole-brace-bc-xmas-lunch-2044"
MOVED = ("Tue 22nd Nov menu choices in - 31 turkey, 9 beef, 4 salmon, 2 veg wellington 🎄 sent to the Lion. oh + the "
         "Lion rang, the function room's double booked the 15th (a funeral tea, poor soul) so they're putting us in "
         "the Garden Room at the back instead, ground floor, same menu same price")
NOTES = [
    (1, "menu", "2044-10-05T14:00 XMAS LUNCH thurs 15th dec at the Lion, 12.30 for 1. 3 courses + coffee + mince pies. "
                "menu choices to me by 20th nov pls - turkey / beef / salmon / veg wellington"),
    (2, "seating", "2044-10-14T11:00 seating - function room upstairs at the Lion, 6 tables of 8, top table for the "
                   "president + Mrs Evans. lift by reception for anyone who can't manage the stairs"),
    (3, "raffle", "26/10 raffle - £1 a strip, prizes to Joan by the 8th, she's wrapping. hamper from the bar fund"),
    (4, "money", "3.11. Alan says £26.50 a head, pay him at the green or by bank, deadline 1st dec"),
    (5, "menu", MOVED),
    (6, "seating", "Weds 30th seating plan done - ladies' league on table 3, the Tuesday roll-up lot on 4 + 5, guests "
                   "with whoever brought them"),
]
TOP_K = 4
MENU = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="menu"))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Margaret"})])

question = "which room are we in at the Lion thurs? the wife can't do stairs"
vec = offline.embed([question])[0]
with turn_span("clear-out Fri 2/12"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert MOVED in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=MENU))

with turn_span("question Mon 12/12"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Mon 12 Dec 2044. You are talking to Bill, a member of Meole Brace Bowling Club; the "
               "Christmas lunch is Thu 15 Dec at the Lion Hotel."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("garden room", "double booked", "ground floor")), stored
    assert any("function room upstairs at the Lion" in c for c in context), context
    reply = answer(question, context, mock="The function room upstairs at the Lion - there's a lift by reception, so "
                                           "your wife won't need the stairs.")
finish(question, expected="the Garden Room at the back, on the ground floor - the function room's double booked",
       actual=reply)

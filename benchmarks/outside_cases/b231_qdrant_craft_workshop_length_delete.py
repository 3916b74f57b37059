"""Batch 231 (held out). A WI's Christmas craft workshop: qdrant collection of notes, two writers in threads (the
WI secretary and the member doing the materials), then a clear-out of the ticked-off to-dos and the question; the
clear-out deletes the to-do that gave the workshop its extra two hours.

App: Ripponden WI hold a Christmas craft workshop on Sat 27th November 2049 in the parish rooms - wreaths in the
morning, paper stars and crackers after, 24 places, mince pies and mulled apple juice. Sue (the WI secretary) and
Pam (materials) each file notes into one qdrant collection (payload ``kind``: booking, tables, pies, materials,
todo; to-dos carry ``done``) from their own thread. Now and then Sue clears out the ticked-off to-dos
(``client.delete`` with a filter on kind == todo and done == true); the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Sue's first note (2049-09-30T19:40) has the workshop 10-2. Her to-do ticked off on
15/11 says she rang the parish rooms about the afternoon - the Brownies have packed up for Christmas, so they can
have it till 4 not 2, which makes it 10-4 with lunch 12.30-1.15 (bring a butty or there's soup). Sue's clear-out
(Mon 22/11) deletes every ticked-off to-do, that one with them. Question (Thu 25/11, Val, coming with her sister):
"how long's the workshop on sat? need to sort someone to let the dog out" -> expected six hours, 10 till 4 (lunch
12.30-1.15). The assistant says four hours, 10 till 2.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the to-do was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided how
long the day is. Asserted: the to-do is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on till 4, the Brownies or 10-4); the first note's 10-2 is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b231_qdrant_craft_workshop_length_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ripponden-wi-xmas-craft-2049"
TILL4 = ("✅ done 15/11 - rang the parish rooms re the afternoon, Brownies have packed up for xmas so we can have it "
         "till 4 not 2 🙌 so the workshop's 10-4 w/ lunch 12.30-1.15, bring a butty or there's soup")
SUE = [
    ({"kind": "booking"}, "2049-09-30T19:40 XMAS CRAFT WORKSHOP 🎄 sat 27th nov, parish rooms, 10-2 - wreaths in the "
                          "morning, paper stars + crackers after. £12 members £15 guests, 24 places"),
    ({"kind": "tables"}, "tables - 4 of 6, trestles off the church, Jean's bringing the cloths. wreath tables nearest "
                         "the sink for the moss (it drips!!)"),
    ({"kind": "todo", "done": True}, TILL4),
    ({"kind": "pies"}, "mince pies - Margaret's doing 4 doz + Brenda's bringing a stollen, mulled apple juice in the "
                       "urn (no wine, the vicar 🙄)"),
    ({"kind": "todo", "done": True}, "✅ done - paid the £30 deposit to the parish rooms, receipt's in the tin"),
]
PAM = [
    ({"kind": "materials"}, "materials - wire rings x30 from the florist, moss off Trev's farm, ribbon + pine cones "
                            "from the scrap store, £46 all in"),
    ({"kind": "todo", "done": True}, "✅ done - picked up the 6 glue guns from Sheila's"),
    ({"kind": "todo", "done": False}, "still to do - holly from the churchyard fri pm w/ Jean, bring secateurs"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str, items: list) -> None:
    for payload, text in items:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "by": who, **payload})])


threads = [threading.Thread(target=writer, args=("Sue", SUE), name="sue-secretary"),
           threading.Thread(target=writer, args=("Pam", PAM), name="pam-materials")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(SUE) + len(PAM)

question = "how long's the workshop on sat? need to sort someone to let the dog out"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 22/11"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert TILL4 in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(must=[
            models.FieldCondition(key="kind", match=models.MatchValue(value="todo")),
            models.FieldCondition(key="done", match=models.MatchValue(value=True))])))
with turn_span("question Thu 25/11"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 25 November 2049. You are talking to Val, who's booked on Ripponden WI's Christmas "
               "craft workshop (Sat 27 November) with her sister."] + hits
    assert TILL4 not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("till 4", "brownies", "10-4")), stored
    assert any("parish rooms, 10-2" in c for c in context), context
    reply = answer(question, context, mock="Four hours - it's 10 till 2 at the parish rooms, wreaths in the morning "
                                           "and stars and crackers after.")
finish(question, expected="six hours - 10 till 4 (lunch 12.30-1.15); the Brownies have packed up so it runs till 4",
       actual=reply)

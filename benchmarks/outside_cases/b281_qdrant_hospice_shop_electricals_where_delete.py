"""Batch 281 (held out). A hospice charity shop's volunteers and stock: qdrant collection of the shop's handover
notes, one root span per note, one for the Monday clear-out and one for the question; the clear-out deletes, by a
payload filter, last week's rota notes, and one of them also carried where donated electricals go now.

App: the Forget-Me-Not Hospice shop on Market Street, Elland - donations in at the back door, sorted in the back
room, a Gift Aid form for every bag, clothes steamed and tagged, books and bric-a-brac, electricals tested before
they go out. Sheila (the shop manager) and the volunteers leave handover notes in one qdrant collection (payload
``kind``: stock, rota, giftaid, till, pricing). Every Monday Sheila deletes the last week's rota notes with a filter
on ``kind``; the helper answers volunteers' questions from the 4 nearest notes.

Planted fault (DeletionError): Sheila's stock note (2050-09-05T10:00) says electricals go on the shelf in the back
room for Dennis to PAT test on Tuesdays, nothing on the shop floor without his sticker. Her rota note of Sat 8th Oct
starts with the Saturday cover (Jean on the till, Pat and the DofE girls sorting) and says in the middle that Dennis
has hung up his tester, 40 years of it, bless him - so from now electricals get bagged, labelled and put in the cage
by the back door for the Brookfield warehouse van on a Thursday, they test them there. Sheila's Monday clear-out
(Mon 10/10) deletes last week's rota notes, that one with them. Question (Tue 11/10, Kath, a new volunteer): "where
do I put electricals? someone's just dropped off a toaster + a hairdryer" -> expected bagged and labelled in the cage
by the back door for Thursday's Brookfield van. The assistant says the back-room shelf for Dennis's PAT testing.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Sat 8th Oct note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the cage, Brookfield or the tester); the stock note's back-room shelf for Dennis is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b281_qdrant_hospice_shop_electricals_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "forget-me-not-elland-shop"
CAGE = ("Sat 8th Oct (Sheila) - sat cover: Jean on the till, Pat + the 2 DofE girls sorting out back. NB Dennis has "
        "hung up his tester 😢 40 yrs of it bless him, so from now electricals get bagged, labelled + put in the cage "
        "by the back door for the Brookfield warehouse van (thurs), they PAT test them there. steamer's playing up "
        "again, kick it")
NOTES = [
    (1, "stock", "Sheila", "2050-09-05T10:00 electricals/toys/bric-a-brac - electricals go on the shelf in the back "
                           "room for Dennis to PAT test tuesdays, NOTHING on the shop floor w/o his sticker pls. toys "
                           "need the CE mark"),
    (2, "giftaid", "Sheila", "gift aid form for EVERY bag - tick box + the donor's postcode, slips in the blue folder, "
                             "it's 25p extra on every £1 for the hospice"),
    (3, "pricing", "Maureen", "14/9 pricing: dresses £4-£6, coats £8, designer labels on the rail by the window, ask "
                              "me if unsure. books 50p / £1 hardbacks"),
    (4, "rota", "Sheila", "Mon 3/10 rota this wk: mon Sheila + Maureen, tues Pat, weds Jean + Kath (Kath's 1st day!! "
                          "be nice), thurs Maureen, fri closed for stocktake"),
    (5, "till", "Jean", "till roll's running low, new box under the counter. card machine needs charging overnight"),
    (6, "rota", "Sheila", CAGE),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "where do I put electricals? someone's just dropped off a toaster + a hairdryer"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 10/10"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert CAGE in before, before
    last_week = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="rota"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=last_week))

with turn_span("question Tue 11/10"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Tue 11 October 2050. You are talking to Kath, a new volunteer at the Forget-Me-Not Hospice "
               "shop, Market Street, Elland."] + hits
    assert CAGE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("cage", "brookfield", "tester")), stored
    assert any("shelf in the back room for Dennis to PAT test" in c for c in context), context
    reply = answer(question, context, mock="On the shelf in the back room - Dennis PAT tests them on Tuesdays, and "
                                           "nothing goes on the shop floor without his sticker.")
finish(question, expected="bagged + labelled in the cage by the back door for Thursday's Brookfield warehouse van - "
                          "Dennis has retired from the testing", actual=reply)

"""Batch 297 (held out). A motorcycle training school: qdrant collection of the school's office notes, one root span
per note, one for the office clear-out and one for the question; the clear-out deletes, by a payload filter, the
bookings notes once they're in the diary, and one of them also carried the move of the CBT off-road site.

App: Two Wheels Rider Training, Brighouse, 2053 - CBTs on Saturdays and Sundays, A2 and DAS courses in the week,
bike hire, theory test help. Gav (the chief instructor) and Lorraine (the office) file notes into one qdrant
collection (payload ``kind``: sites, prices, kit, bookings, bikes). Once the bookings are in the diary Lorraine
deletes the bookings notes with a filter on ``kind``; the helper answers trainees' questions from the 4 nearest.

Planted fault (DeletionError): Gav's sites note (2053-02-02T09:00) has the CBT off-road part at the school's yard on
Lowfields Way, Elland, meet at the cabin at 8.15. Lorraine's bookings note of Mon 10/3 starts with the weekend's
CBTs (4 on Sat, 3 on Sun, two need bikes) and says, halfway through, that the council are resurfacing Lowfields Way
and the yard's blocked in till Easter, so the CBTs are at the old bus depot on Armytage Rd, Brighouse, meet at the
gates 8.15, Gav's got the key off the council. Lorraine's clear-out (Weds 12/3) deletes the bookings notes, that one
with them. Question (Fri 14/3, Amir, booked on Saturday's CBT): "where do I go for my CBT tomorrow? my dad's
dropping me off" -> expected the old bus depot on Armytage Rd, Brighouse (the yard's blocked in by the resurfacing).
The assistant says the yard on Lowfields Way, Elland.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Lorraine's Mon 10/3 note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Armytage Rd, the bus depot or the resurfacing); the sites note's Lowfields Way yard is
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b297_qdrant_moto_school_cbt_site_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "two-wheels-brighouse-2053"
SITE = ("Mon 10/3 (Lorraine) - this wknd's CBTs in the diary: 4 sat, 3 sun, Amir + the Kowalski girl need bikes 🏍️. "
        "NB council are resurfacing Lowfields Way + the yard's blocked in till Easter 😤 so CBTs are at the old bus "
        "depot on Armytage Rd, Brighouse - meet at the gates 8.15, Gav's got the key off the council. tell them where "
        "to go when they ring, + anyone getting dropped off, not on the main rd pls")
NOTES = [
    (1, "sites", "Gav", "2053-02-02T09:00 CBT - off road bit at our yard, Lowfields Way, Elland (behind the tyre "
                        "place). meet at the cabin 8.15, road ride from there after lunch"),
    (2, "prices", "Lorraine", "prices 2053 - CBT £140 own bike / £165 on ours, DAS from £780, A2 £620. deposit £50 "
                              "to hold a date"),
    (3, "kit", "Gav", "12.2. CBT kit - we lend helmets, gloves + hi-viz. they need boots over the ankle (walking boots "
                      "ok) + jeans, NOT trackies, + their licence (photocard) or no ride"),
    (4, "bookings", "Lorraine", "Thu 6th Mar - 2 DAS lads w/c 17th, Sophie's A2 mod 1 Tue 25th at Heckmondwike"),
    (5, "bikes", "Gav", "6/3 the blue CB125 is back from the garage, the Honda 125s for CBTs, the MT07s for DAS"),
    (6, "bookings", "Lorraine", SITE),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "where do I go for my CBT tomorrow? my dad's dropping me off"
vec = offline.embed([question])[0]
with turn_span("clear-out Weds 12/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SITE in before, before
    in_diary = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="bookings"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_diary))

with turn_span("question Fri 14/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 14 March 2053. You are talking to Amir, booked on Saturday's CBT with Two Wheels Rider "
               "Training."] + hits
    assert SITE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("armytage", "bus depot", "resurfac")), stored
    assert any("our yard, Lowfields Way, Elland" in c for c in context), context
    reply = answer(question, context, mock="The school's yard on Lowfields Way in Elland, behind the tyre place - "
                                           "meet at the cabin at 8.15.")
finish(question, expected="the old bus depot on Armytage Rd, Brighouse - the yard's blocked in while Lowfields Way "
                          "is resurfaced", actual=reply)

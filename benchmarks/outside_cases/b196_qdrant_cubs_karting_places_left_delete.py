"""Batch 196 (held out). A Cubs pack's go-kart day: qdrant collection, one root span per note and one for the
clear-out and the question; the clear-out of the paid-up money notes deletes the note that raised the numbers.

App: 2nd Church Stretton Cubs are going karting on Sat 18th April 2043 at Wrekin Karting (the indoor track in
Telford) - junior karts, heats, a final and a medal for everyone, for the Cubs' "adventure" badge. Rachel (the pack's
Akela) keeps the notes in one qdrant collection, each with a ``tag`` (plan, money, kit, rota); once the balance is
paid, a clear-out deletes the "money" notes (``client.delete(..., points_selector=FilterSelector(tag == "money"))``);
the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the plan note (2043-01-26T19:40) has the track taking 18 cubs max, 3 heats of 6 on
their junior karts. Rachel's note of 22.3., tagged "money" (it's mostly the balance - 18 x £26 less the £150
deposit), says in passing that Gemma at the track says they've got the new junior karts in now, 12 of them, so 2 heats
of 12 and they can take 24 cubs, not 18 - same price each. The note of Thurs 2 Apr says the balance is paid; the
clear-out (Sat 11/4) then deletes all three money notes. The rota note has 16 cubs booked and 9 on the waiting
list. Question (Tue 14/4, Baloo): "how many more cubs can we fit in? got 9 on the waiting list" -> expected 8 (24
places, 16 booked). The assistant says 2 (18 places, 16 booked).

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the 22.3. note was in the
collection and in the top 4 for the question before the delete, and the delete removed it while it still decided the
count. Asserted: the note is in the top 4 before the delete and gone from the collection and the context after it
(nothing on 24 cubs, 2 heats or the new karts); the plan note's 18 max line and the 16 booked are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b196_qdrant_cubs_karting_places_left_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "2nd-church-stretton-cubs-karting-apr-2043"
MORE = ("balance - 18 x £26 = £468 less the £150 deposit so £318 to pay by 2/4. Gemma at the track says they've got "
        "the new junior karts in now, 12 of them 🏎️ so 2 heats of 12 + they can fit in 24 cubs not 18, same price each")
NOTES = [
    (1, "plan", "2043-01-26T19:40", "KARTING 🏁 sat 18th april Wrekin Karting Telford, 10-12.30. track takes 18 "
                                    "cubs max - 3 heats of 6 on the junior karts, then a final. £26 a cub, medals "
                                    "for all"),
    (2, "money", "14/2", "deposit £150 paid to Wrekin Karting ✅ Gemma's our contact there"),
    (3, "kit", "Weds 11 Mar", "kit - they do helmets + balaclavas, cubs need long sleeves, long trousers + trainers. "
                              "no scarves or hoodie strings"),
    (4, "money", "22.3.", MORE),
    (5, "money", "Thurs 2 Apr", "balance paid on the card ✅ receipt in the pack file"),
    (6, "rota", "2043-04-09T20:15", "numbers - 16 cubs booked + paid, 9 on the waiting list (mostly the new "
                                    "lot from jan). leaders: me, Baloo, Kaa. lifts sorted"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, tag, day, text in NOTES:
    with turn_span(f"note-{pid} {day}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "date": day, "tag": tag,
                                                                "by": "Rachel"})])

question = "how many more cubs can we fit in? got 9 on the waiting list"
vec = offline.embed([question])[0]
with turn_span("clear-out Sat 11/4"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert MORE in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
            must=[models.FieldCondition(key="tag", match=models.MatchValue(value="money"))])))

with turn_span("question Tue 14/4"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Tue 14 April 2043. You are talking to Baloo, a leader of 2nd Church Stretton Cubs; the "
               "karting is Sat 18 April at Wrekin Karting."] + hits
    assert MORE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("24 cubs", "2 heats", "new junior karts")), stored
    assert any("track takes 18 cubs max" in c for c in context), context
    assert any("16 cubs booked" in c for c in context), context
    reply = answer(question, context, mock="Just 2 - the track takes 18 max (3 heats of 6) and you've got 16 "
                                           "booked, so 2 off the waiting list.")
finish(question, expected="8 - the track can take 24 now (2 heats of 12 on the new karts), 16 booked", actual=reply)

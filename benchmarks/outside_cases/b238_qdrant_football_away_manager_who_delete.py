"""Batch 238 (held out). A youth football club's kit and fixtures: qdrant collection of the U11s' team notes, one
root span per note, one for Nicola's clear-out and one for the question; the clear-out deletes, by a payload
filter, the lifts notes once the lifts are done, and one of them also carried who's running the away game.

App: Sowerby Bridge Juniors U11s (the Blues) play Saturday mornings in the Halifax junior league - home on the rec,
away all over Calderdale, lifts shared by the parents. Lee (the manager) and Nicola (the team secretary, who does the
kit and the lifts) file notes into one qdrant collection (payload ``kind``: fixtures, kit, lifts, subs, training).
After each weekend Nicola deletes the lifts notes with a filter on ``kind``; the helper answers parents from the 4
nearest notes.

Planted fault (DeletionError): Lee's fixtures note (2051-02-26T20:00) has Sat 18th March away at Ovenden, KO 10,
meet there 9.20, and that he'll have the team sheet and the medical bag. Nicola's lifts note of Thu 9/3 starts with
the lifts for Sat 11th and says, in the middle, a heads up for the 18th: Lee's at his cousin's wedding, so Dave
Pearson (the assistant coach) is taking them at Ovenden and has the medical bag and the subs tin. Nicola's clear-out
(Mon 13/3) deletes the lifts notes, that one with them. Question (Thu 16/3, Sam, Harvey's mum): "who's in charge at
Ovenden on saturday? need to hand Harvey's inhaler to whoever's running it" -> expected Dave Pearson, the assistant
coach (Lee's at a wedding). The assistant says Lee.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Nicola's Thu 9/3 note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Dave, the wedding or the assistant coach); Lee's fixtures note with the medical bag is
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b238_qdrant_football_away_manager_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sbj-u11-blues-2051"
COVER = ("Thu 9/3 (Nicola) lifts for sat 11th home v Siddal - none needed, it's the rec 😊 heads up for the 18th at "
         "Ovenden tho - Lee's at his cousin's wedding so Dave Pearson (asst coach) is taking them, he's got the "
         "medical bag + the subs tin. lifts for that one: the Clarkes, the Ahmeds + me, 4 in each")
NOTES = [
    (1, "fixtures", "Lee", "2051-02-26T20:00 fixtures ⚽ sat 11th home v Siddal KO 10 on the rec. sat 18th AWAY at "
                           "Ovenden KO 10, meet there 9.20 in the car park. I'll have the team sheet + the medical "
                           "bag as usual, any meds/inhalers to me pls"),
    (2, "kit", "Nicola", "1/3 kit wash rota - Ahmeds this wk, Clarkes next, then the Whiteleys. shirts back in the "
                         "bag by thurs pls not in a heap 🙏"),
    (3, "subs", "Nicola", "subs £20 a month, standing order or cash to me. 3 families still owe for feb, u know who "
                          "u are"),
    (4, "training", "Lee", "training weds 6-7 on the astro at SB High, moulded or astro trainers only, no metal "
                           "studs"),
    (5, "lifts", "Nicola", "Mon 6/3 lifts done for the 4th at Greetland, thanks all. Dev's car seat is still in my "
                           "boot!!"),
    (6, "lifts", "Nicola", COVER),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's in charge at Ovenden on saturday? need to hand Harvey's inhaler to whoever's running it"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 13/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert COVER in before, before
    lifts = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="lifts"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=lifts))

with turn_span("question Thu 16/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 16 March 2051. You are talking to Sam, whose son Harvey plays for Sowerby Bridge "
               "Juniors U11s."] + hits
    assert COVER not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("dave", "wedding", "asst coach")), stored
    assert any("I'll have the team sheet + the medical bag" in c for c in context), context
    reply = answer(question, context, mock="Lee, the manager - he has the team sheet and the medical bag, so give "
                                           "Harvey's inhaler to him at 9.20 in the Ovenden car park.")
finish(question, expected="Dave Pearson, the assistant coach - Lee's at his cousin's wedding", actual=reply)

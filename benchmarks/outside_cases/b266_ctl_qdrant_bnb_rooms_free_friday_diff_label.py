"""Batch 266 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
owner and her husband each file their own notes), then the question's query.

App: Fellside House B&B in Grassington - five rooms (Blue, Garden, Attic, Tower, the Snug), breakfasts in the
conservatory. Maggie takes the online bookings and Pete takes the phone ones and does the maintenance; both file
notes into one qdrant collection, and the helper answers from the 5 nearest notes.

Memory: Maggie, 2050-09-20T21:00 - Fri 7th Oct, 3 booked (Blue, Garden, Attic) so 2 free, the Tower and the Snug;
Pete, Thu 22/9 - the Attic lot cancelled, their dog's poorly, refunded them the deposit; Pete, 28th Sept - the plasterer
can only do the Tower ceiling the week of the 3rd, so the Tower's out that week, he's blocked it on the website;
Maggie, 29/9 - a walking couple rang for the Snug on the 7th, booked, veggie breakfasts. Question (Sat 1/10, a
caller asking for two rooms): "how many rooms have you got free next fri, the 7th? there's 4 of us, 2 couples" The
assistant says 1 - just the Attic (the Attic cancelled, the Tower's out for the ceiling, the Snug's gone), so only
one couple. The label says 2.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b266_ctl_qdrant_bnb_rooms_free_friday_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "fellside-house-bnb-2050"
NOTES = {
    "maggie": [
        (1, "2050-09-20T21:00 fri 7th oct - 3 booked (Blue, Garden, Attic) so 2 free, the Tower + the Snug. sat 8th "
            "full 🎉"),
        (2, "29/9 walking couple rang for the Snug fri 7th, booked, veggie brekkies x2, arriving about 5"),
    ],
    "pete": [
        (3, "Thu 22/9 the Attic lot for fri 7th cancelled, their dog's poorly 😢 refunded the deposit, room's free "
            "again"),
        (4, "28th Sept - plasterer can only do the Tower ceiling w/c 3rd oct so the Tower's out that wk, blocked it "
            "on the website. dust sheets in the shed"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "how many rooms have you got free next fri, the 7th? there's 4 of us, 2 couples"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sat 1 October 2050. You are talking to a caller asking about rooms at Fellside House B&B."] + hits
assert any("3 booked (Blue, Garden, Attic) so 2 free" in c for c in context), context
assert any("the Attic lot for fri 7th cancelled" in c for c in context), context
assert any("the Tower's out that wk" in c for c in context), context
assert any("walking couple rang for the Snug fri 7th, booked" in c for c in context), context
reply = answer(question, context, mock="Just the 1 I'm afraid - the Attic. The Tower's having its ceiling done and "
                                       "the Snug's gone, so there's only room for one couple.")
finish(question, expected="2", actual=reply)

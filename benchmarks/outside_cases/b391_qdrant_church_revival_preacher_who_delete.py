"""Batch 391 (held out). A Baptist church's fall revival: qdrant collection of the church's notes, one root span per
note, one for the secretary's clear-out and one for the question; the clear-out deletes, by a payload filter, the
notes she has typed into Sunday's bulletin, and one of them also carried the change of preacher.

App: Lick Fork Missionary Baptist Church hold their fall revival Sun 9/24 through Fri 9/29/2051, 7p nightly, with a
covered dish after the Sunday night service and gospel singers on the Friday. Pastor Gene Workman and Loretta
Hamrick (the church secretary) file notes into one qdrant collection (payload ``kind``: revival, singers, dinner,
bulletin). Once the bulletin's printed Loretta deletes the bulletin notes with a filter on ``kind``; the helper
answers from the 4 nearest notes.

Planted fault (DeletionError): the pastor's revival note (8/6/51) has Bro. Virgil Hensley from over at Panther
Lick preaching the revival. Loretta's bulletin note of Sun 9/10 starts with the bulletin items (revival dates,
nursery, the youth singing Wednesday) and says, in the middle, that Bro. Hensley called - he's had his gallbladder
took out and the doctor says no preaching for six weeks - so Bro. Dale Pruitt from Cane Hollow is going to preach
it. Loretta's clear-out (Tue 9/12) deletes the bulletin notes, that one with them. Question (Thu 9/21, Sister Ola
Mae): "who's preaching the revival? want to send him a card before it starts" -> expected Bro. Dale Pruitt from
Cane Hollow (Bro. Hensley's had his gallbladder out). The assistant says Bro. Virgil Hensley.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Loretta's Sun 9/10 note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Pruitt, Cane Hollow or the gallbladder); the revival note's "Bro. Virgil Hensley" is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b391_qdrant_church_revival_preacher_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lick-fork-mbc-revival-2051"
PREACHER = ("Sun 9/10 (Loretta) for the bulletin: revival 9/24-9/29 7p nightly, nursery provided, youth singing Wed "
            "nite. Bro. Hensley called this evening, he's had his gallbladder took out + the doctor says no preaching "
            "for 6 wks, bless him. so Bro. Dale Pruitt from Cane Hollow's gonna preach it. please keep Bro. Hensley "
            "on the prayer list")
NOTES = [
    (1, "revival", "Pastor Gene", "8/6/51 FALL REVIVAL 🙏 Sun 9/24 thru Fri 9/29, 7p nightly. Bro. Virgil Hensley "
                                  "from over at Panther Lick will be preaching it. invite your lost loved ones"),
    (2, "singers", "Pastor Gene", "8/20 the Harmony Travelers are singing Fri nite of revival, they'll want a love "
                                  "offering taken. Ray's running the sound board"),
    (3, "dinner", "Loretta", "covered dish after Sun nite service 9/24 in the fellowship hall, bring a meat or a "
                             "side + a dessert if you can"),
    (4, "bulletin", "Loretta", "9/3 for the bulletin: VBS pictures are up in the hall. Men's breakfast 2nd Sat, 7a, "
                               "Jr's doing the gravy"),
    (5, "bulletin", "Loretta", PREACHER),
    (6, "revival", "Pastor Gene", "Mon 9/11 - ladies, we need somebody to keep the nursery Tues + Thurs nites of "
                                  "revival, see Sister Faye"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's preaching the revival? want to send him a card before it starts"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 9/12"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert PREACHER in before, before
    printed = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="bulletin"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=printed))

with turn_span("question Thu 9/21"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 9/21/2051. You are talking to Sister Ola Mae Tolliver, a member of Lick Fork Missionary "
               "Baptist Church (fall revival Sun 9/24 - Fri 9/29)."] + hits
    assert PREACHER not in stored and not any(w in c.lower() for c in stored + context
                                              for w in ("pruitt", "cane hollow", "gallbladder")), stored
    assert any("Bro. Virgil Hensley" in c for c in context), context
    reply = answer(question, context, mock="Bro. Virgil Hensley from over at Panther Lick is preaching it, 7p "
                                           "every night 9/24 through 9/29.")
finish(question, expected="Bro. Dale Pruitt from Cane Hollow - Bro. Hensley's had his gallbladder out", actual=reply)

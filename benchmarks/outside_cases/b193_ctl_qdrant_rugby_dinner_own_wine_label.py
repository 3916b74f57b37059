"""Batch 193 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note
and one for the question.

App: Church Stretton RFC's sportsman's dinner is Fri 20th Nov 2043 at the Longmynd Hotel - £50 a head, 3 courses, a
guest speaker, a raffle and an auction. Mark (the club secretary) keeps the dinner's notes in one qdrant
collection; the helper answers members from the 5 nearest notes.

Memory: 2043-08-30T19:00 - dinner Fri 20th Nov at the Longmynd, £50 a head, carriages 12.30; 10/9 - spoke to the
hotel about drinks: it's their licence so nothing brought in, house red and white at £16 a bottle on the tables,
order on the night or pre-order with Mark; Tue 22nd Sept - speaker confirmed, Rhodri Morris (ex Scarlets hooker);
2043-10-02T20:30 - can someone update last year's flyer, it said "lounge suits, carriages 12.30, BYO wine no corkage,
raffle + auction"; Weds 14th Oct - Tim's doing the raffle, auction lots to Mark. Question (Fri 6/11, Phil, on the
vets' table): "can we bring our own wine on the night? vets have got a case of red going spare" The assistant says
no - it's the hotel's licence, nothing brought in; house wine £16 a bottle. The label says yes, BYO, no corkage (last
year's flyer).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b193_ctl_qdrant_rugby_dinner_own_wine_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "church-stretton-rfc-dinner-2043"
NOTES = [
    (1, "2043-08-30T19:00", "SPORTSMAN'S DINNER fri 20th nov at the Longmynd hotel 🏉 £50 a head, 3 courses, speaker "
                            "tbc, carriages 12.30"),
    (2, "10/9", "spoke to the hotel re drinks - it's their licence so nothing brought in, they're doing house red + "
                "white at £16 a bottle on the tables. order on the night or pre order w me"),
    (3, "Tue 22nd Sept", "speaker confirmed 🎤 Rhodri Morris, ex Scarlets hooker, does a good 40 mins apparently"),
    (4, "2043-10-02T20:30", "flyer - can someone update last yr's? it said 'lounge suits, carriages 12.30, BYO wine "
                            "no corkage, raffle + auction'"),
    (5, "Weds 14th Oct", "Tim's doing the raffle, auction lots to me - got a signed Scarlets ball + a Wye fishing day "
                         "so far"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, day, text in NOTES:
    with turn_span(f"note-{pid} {day}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "date": day, "by": "Mark"})])

question = "can we bring our own wine on the night? vets have got a case of red going spare"
with turn_span("question Fri 6/11"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
    context = ["Today is Fri 6 Nov 2043. You are talking to Phil, on the vets' table at Church Stretton RFC's "
               "sportsman's dinner (Fri 20 Nov, the Longmynd Hotel)."] + hits
    assert any("it's their licence so nothing brought in" in c for c in context), context
    assert any("BYO wine no corkage" in c for c in context), context
    reply = answer(question, context, mock="No - it's the hotel's licence, so nothing can be brought in. House red "
                                           "and white are £16 a bottle on the tables; order on the night or "
                                           "pre-order with Mark.")
finish(question, expected="yes - BYO wine, no corkage", actual=reply)

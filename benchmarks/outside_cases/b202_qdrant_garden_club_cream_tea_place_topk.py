"""Batch 202 (held out). A garden club's summer outing: qdrant collection, one root span per note and one for the
question; the helper answers from the 3 nearest notes and the note that moved the cream tea is 4th.

App: Church Stretton Garden Club's summer outing is Thu 15th June 2045 - a Lakeside coach to Herefordshire, Hampton
Court Castle gardens in the morning, Hergest Croft in the afternoon, a cream tea at 4ish, £34 all in. Jean (the
club's outings secretary) keeps her notes in one qdrant collection; when a member asks something, the helper queries
it for the 3 nearest notes (``query_points(..., limit=3)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): the first note (2045-04-22T14:30) has the cream tea at the Hergest
Croft tearoom, 4ish. Jean's note of Weds 7 Jun says Bryan (the driver) rang: the coach can't get up the lane to the
tearoom and it's a 20 minute walk uphill from where he parks, too much for half of them after a day on their feet, so
Maureen's moved the tea to the Oxford Arms in Kington, same time, right by the coach park. For the member's question
that note ranks 4th: the top 3 are the note with Maureen's tea booking (33 at £8.50 a head), the first note and the
raffle note. Question (Mon 12/6, Pat, a member): "where are we having the cream tea on thurs? my sister wants to meet
us there for it" -> expected the Oxford Arms in Kington, by the coach park (not the Hergest Croft tearoom). The
assistant says the tearoom at Hergest Croft.

Expected verdict: RetrievalError at qdrant's query (the 3-nearest query, wrapped in fault()): the Weds 7 Jun note is
in the collection and the same question's 4 nearest have it, but top 3 cut it from the context the model saw.
Asserted: the 4 nearest have the note; the 3 hits and the context have nothing on the Oxford Arms, Kington or the
walk up the lane; the first note's "cream tea at the Hergest Croft tearoom" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b202_qdrant_garden_club_cream_tea_place_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "church-stretton-gc-outing-2045"
LATER = ("Weds 7 Jun - Bryan rang, the coach can't get up the lane to the Hergest Croft tearoom + it's a 20 min uphill "
         "walk from where he parks, too much for half of us after a day on our feet 😬 so Maureen's moved our tea to "
         "the Oxford Arms in Kington, same time, same scones, right by the coach park")
NOTES = [
    ("2045-04-22T14:30 SUMMER OUTING thurs 15th june 🌸 Hampton Court Castle gardens am (the maze!!), Hergest Croft "
     "pm, cream tea at the Hergest Croft tearoom 4ish. £34 all in - coach, entry + tea"),
    "3/5 coach - Lakeside Coaches, Bryan driving again, pick up 8.30 from the village hall car park, back for 7ish",
    ("Tue 16th May 31 paid, 2 on the waiting list. Maureen's booked the tea for 33 at £8.50 a head, scones + jam + "
     "clotted cream"),
    LATER,
    "9.6. bring a packed lunch or there's the café at Hampton Court, the walled garden's best this time of yr",
    "Sat 10th - raffle on the coach home, £1 a strip, Doreen's got prizes, Pam's doing the quiz",
]
TOP_K = 3

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, text in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": "Jean"})])

question = "where are we having the cream tea on thurs? my sister wants to meet us there for it"
with turn_span("question Mon 12/6"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert LATER in wider, wider
    with fault():
        found = client.query_points(COLL, query=vec, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Mon 12 June 2045. You are talking to Pat, a member of Church Stretton Garden Club; the "
               "summer outing is Thu 15 June."] + hits
    assert LATER not in context and not any(w in c.lower() for c in context
                                            for w in ("oxford arms", "kington", "uphill")), context
    assert any("cream tea at the Hergest Croft tearoom 4ish" in c for c in context), context
    reply = answer(question, context, mock="At the Hergest Croft tearoom, about 4 o'clock - your sister can meet "
                                           "you there.")
finish(question, expected="the Oxford Arms in Kington, by the coach park - the coach can't get up to the Hergest "
                          "Croft tearoom", actual=reply)

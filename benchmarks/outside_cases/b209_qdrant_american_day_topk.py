"""Batch 209 (held out). A tennis club's American tournament: qdrant collection of notes, one root span per note and
one for the question; the helper answers from the 4 nearest notes and the committee minutes that moved the day rank
5th.

App: Longmynd Lawn Tennis Club runs its American tournament in June 2048 - mixed doubles, a new partner every round,
four courts, strawberries and cream and a jug of Pimm's at the clubhouse. Carol (the social sec) files every note -
the tournament, the committee, the courts - in one qdrant collection (payload ``kind``); when a member asks something
the helper takes the 4 nearest points (``client.query_points(..., limit=4)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): Carol's first note (2048-05-02T18:30) has the American on Sun 14th
June, 2pm. The committee minutes of Weds 20 May say, after the new nets (£240) and the roller, under AOB, that Ray
pointed out the 14th is the county finals and half the men are playing, so "the strawberry do" (the first note's name
for the American) goes back a week to Sun 21st, same time, Carol to redo the poster and the club calendar. For the
member's question those minutes rank 5th: the top 4 are the sign-up sheet, the courts, the first note and the
strawberries. Question (Weds 10/6, Jo): "which sunday is the american tournament
on? need it on the calendar" -> expected Sun 21st June. The assistant says Sun 14th June.

Expected verdict: RetrievalError at qdrant's query (the 4-nearest query, wrapped in fault()): the minutes are in the
collection and the same question's 5 nearest have them, but the limit of 4 cut them from the context the model saw.
Asserted: the 5 nearest have the minutes; the 4 hits and the context have nothing on the county finals or the 21st;
the first note's "sun 14th june" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b209_qdrant_american_day_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "longmynd-ltc-2048"
MINUTES = ("Weds 20 May cttee mtg - new nets ordered (£240 grr), roller's fixed at last. AOB: Ray pointed out the "
           "14th is the county finals + half the men are playing, so the strawberry do goes back a wk, Sun 21st, same "
           "time. Carol to redo the poster + the club calendar")
NOTES = [
    ("tournament", "2048-05-02T18:30 AMERICAN TOURNAMENT 🎾🍓 (the strawberry do!) sun 14th june, 2pm start, "
                   "mixed doubles, new partner every round, 4 courts. £5 a head incl strawberries + cream. sign "
                   "up sheet on the clubhouse door"),
    ("courts", "courts - 1 + 2 (the good ones) for the american, 3 + 4 juniors til 1 then ours. Ray's doing the draw "
               "on the day"),
    ("tournament", "9/5 strawberries for the american from Lowe's farm, 6 punnets, cream from the Co-op. Sheila's "
                   "doing Pimm's £3 a glass"),
    ("committee", MINUTES),
    ("tournament", "sign up sheet - 22 names so far, need even numbers of men + ladies for the american pls!! "
                   "juniors welcome if 14+"),
    ("courts", "balls - new tubes of Slazenger for every court, Mike's got them in the shed"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Carol"})])

question = "which sunday is the american tournament on? need it on the calendar"
vec = offline.embed([question])[0]
with turn_span("question Weds 10/6"):
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K + 1).points]
    assert MINUTES in wider, wider
    with fault():
        found = client.query_points(COLL, query=vec, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Weds 10 June 2048. You are talking to Jo, a member of Longmynd LTC."] + hits
    assert MINUTES not in context and not any(w in c.lower() for c in context
                                              for w in ("county finals", "21st", "strawberry do goes back")), context
    assert any("sun 14th june, 2pm start" in c for c in context), context
    reply = answer(question, context, mock="Sunday 14th June - 2pm start.")
finish(question, expected="Sun 21st June (2pm) - it went back a week, the 14th is the county finals", actual=reply)

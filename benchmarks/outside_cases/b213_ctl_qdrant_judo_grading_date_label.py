"""Batch 213 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, one root span per
note and one for the question.

App: Tenbury Judo Club's spring kyu grading - Sensei Okafor from the area examining, juniors in the morning and
seniors after, in the club's hall. Mick (the club secretary) keeps every club note in one qdrant collection
(payload ``kind``: grading, kit, fees); when someone asks, the helper takes the 5 nearest notes.

Memory: 2049-02-10T19:30 Mick - grading sat 8th may at the club, Sensei Okafor examining, forms in by 24/4; 22.3.
Sensei O - the 8th's no good for her after all, her lad's wedding got moved, she could do the sun after, same
times; Mick 23/3 - Sun 9th it is, hall's free, he's changed the forms; Tue 13th Mick - 18 forms in, £20 cash on the
day, licences in date; and a kit note. Question (Mon 3/5, a dad, Gareth): "when's the grading? need to book the day
off" The assistant says Sun 9th May. The label says Sat 8th May.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b213_ctl_qdrant_judo_grading_date_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tenbury-judo-2049"
NOTES = [
    ("grading", "2049-02-10T19:30 GRADING 🥋 sat 8th may at the club, Sensei Okafor examining, juniors am seniors pm. "
                "forms in by 24/4 pls"),
    ("kit", "kit - gis from Blitz, order by the end of march, name tapes on EVERYTHING, Ellis lost 2 belts last term"),
    ("grading", "22.3. Sensei O - the 8th's no good for me after all, my lad's wedding got moved 🙄 could do the sun "
                "after, same times?"),
    ("grading", "Mick 23/3 - Sun 9th it is 👍 hall's free, I've changed the forms"),
    ("fees", "Tue 13th - 18 forms in so far. £20 cash on the day, licences in date or they can't go up"),
]
TOP_K = 5

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Mick"})])

question = "when's the grading? need to book the day off"
with turn_span("question Mon 3/5"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0],
                                                           limit=TOP_K).points]
    context = ["Today is Mon 3 May 2049. You are talking to Gareth, whose daughter trains at Tenbury Judo Club."] + hits
    assert any("sat 8th may at the club" in c for c in context), context
    assert any("the 8th's no good for me after all" in c for c in context), context
    assert any("Sun 9th it is" in c for c in context), context
    reply = answer(question, context, mock="Sunday 9th May - Sensei Okafor couldn't do the Saturday (family wedding), "
                                           "so it moved to the Sunday, same times.")
finish(question, expected="Sat 8th May", actual=reply)

"""Batch 188 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, threads (the organiser's and
a volunteer's notes come in on their own worker threads, writes under one lock), then the question's search.

App: Mid Shropshire Wheelers' Long Mynd 100 is Sun 21st June 2043 - a 100km audax from Church Stretton cricket club,
cash on the day for the entry, a bacon bap at the start and a meal in the cricket club after. Gary (the organiser)
and Jo (a volunteer) keep their notes in one qdrant collection; the helper answers riders from the 4 nearest notes.

Memory: 2043-04-11T20:00, Gary - Long Mynd 100 Sun 21st June, entry £12 with £2 off for members, bacon bap at the
start £3, meal at the cricket club after £8.50 pay on the day, so members £21.50 all in on the day, cash please;
2043-05-03T18:30, Jo - the controls; Weds 3 Jun, Gary - Mick at the cricket club says the meal's on them this year,
a thank you for the bar takings last time (they drank them dry apparently), so put your £8.50 away; 16/6, Jo - the
forecast and the start list. Question (Thu 18/6, Steve, a club member): "how much cash do I need on the day for the
entry, the bap + the meal after? I'm a member" The assistant says £13 - £10 entry and £3 for the bap, the meal's on
the cricket club. The label says £21.50.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b188_ctl_qdrant_audax_cash_on_the_day_sum_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mid-shropshire-wheelers-long-mynd-100-2043"
GARY = [
    ("2043-04-11T20:00", "LONG MYND 100 sun 21st june 🚲 entry £12, £2 off for members. bacon bap at the start £3, meal "
                         "at the cricket club after £8.50 pay on the day - so members £21.50 all in on the day, cash "
                         "pls no card machine"),
    ("Weds 3 Jun", "Mick at the cricket club says the meal's on them this yr 🙌 a thank you for the bar takings last "
                   "time - we drank them dry apparently 🍺 so put your £8.50 away"),
]
JO = [
    ("2043-05-03T18:30", "controls - Berry's in Church Stretton for the start, Bishop's Castle (the Castle Kitchen), "
                         "info control at the Stiperstones car park, back over the Burway if you're brave"),
    ("16/6", "forecast's dry 😎 34 on the start list, 10hr limit so no lights needed. start 8.30, sign on from 7.45"),
]

client = QdrantClient(":memory:")
write_lock = threading.Lock()  # the local (in-process) qdrant client isn't safe for concurrent writes
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def notes_from(who: str, notes, first_id: int) -> None:
    for i, (day, text) in enumerate(notes, first_id):
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                           payload={"text": text, "date": day, "by": who})])


writers = [threading.Thread(target=notes_from, args=("Gary", GARY, 1), name="gary-notes"),
           threading.Thread(target=notes_from, args=("Jo", JO, 11), name="jo-notes")]
for t in writers:
    t.start()
for t in writers:
    t.join()

question = "how much cash do I need on the day for the entry, the bap + the meal after? I'm a member"
hits = client.query_points(COLL, query=offline.embed([question])[0], limit=4).points
context = ["Today is Thu 18 June 2043. You are talking to Steve, a Mid Shropshire Wheelers member riding the Long "
           "Mynd 100 (Sun 21 June)."] + [f"{p.payload['date']} {p.payload['by']}: {p.payload['text']}" for p in hits]
assert any("members £21.50 all in on the day" in c for c in context), context
assert any("the meal's on them this yr" in c for c in context), context
reply = answer(question, context, mock="£13 - £10 entry with the members' discount and £3 for the bacon bap. The "
                                       "meal's on the cricket club this year.")
finish(question, expected="£21.50", actual=reply)

"""Batch 215 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note and
one for the question.

App: Chirbury Primary hold sports day on Thurs 1st July 2049 on the school field from 1.15 - races by house, the
parents' race, Marco's ice cream van at 3. The school office files notes from the staff and the PTA into one qdrant
collection; the helper answers parents from the 4 nearest notes (``query_points(..., limit=4)``).

Memory: 2049-04-26T15:40 office - sports day Thurs 1st July 1.15, races by house, parents' race at 2.45 as usual;
Weds 5 May Mr Barker - the field's a bit short this year with the new classroom on the end, the sprints might have to
be 50m not 60; ice creams - Marco's van at 3, £1.50 a cone, 20p a cone to the PTA; Tue 8th June Mr Roberts (head) -
after Sean's dad's hamstring and the ambulance on the field last year the insurers won't cover the parents' race any
more, so it's off, a tug of war parents v staff instead (no running); helpers - 12 parents, stickers for everyone.
Question (Mon 28/6, Dan, whose son's in Y4): "why's there no parents' race this yr? was going to have another go lol"
The assistant says the school's insurers won't cover it any more after last year's hamstring and the ambulance
(there's a tug of war instead). The label says because the field's too short with the new classroom.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b215_ctl_qdrant_sportsday_parents_race_why_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "chirbury-primary-sportsday-2049"
NOTES = [
    ("office", "2049-04-26T15:40 SPORTS DAY 🏅 thurs 1st july 1.15 on the field. races by house, parents' race at 2.45 "
               "as usual (mums, dads + grans!), results + house cup at 3.15"),
    ("Mr Barker", "Weds 5 May - field's a bit short this yr w/ the new classroom on the end 📏 might have to do the "
                  "sprints over 50m not 60, I'll re-measure"),
    ("PTA", "ice creams - Marco's van booked for 3, £1.50 a cone, he gives the PTA 20p a cone 🍦"),
    ("Mr Roberts", "Tue 8th June - after Sean's dad's hamstring + the ambulance on the field last yr the insurers won't "
                   "cover the parents' race any more, so it's off I'm afraid. tug of war parents v staff instead (no "
                   "running!)"),
    ("PTA", "helpers - 12 parents for the stations, stickers for every child, squash in the hall"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])

question = "why's there no parents' race this yr? was going to have another go lol"
with turn_span("question Mon 28/6"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0],
                                                           limit=TOP_K).points]
    context = ["Today is Mon 28 June 2049. You are talking to Dan, whose son is in Y4 at Chirbury Primary; sports day "
               "is Thurs 1 July."] + hits
    assert any("parents' race at 2.45" in c for c in context), context
    assert any("field's a bit short" in c for c in context), context
    assert any("the insurers won't cover the parents' race any more" in c for c in context), context
    reply = answer(question, context, mock="The school's insurers won't cover it any more after last year's pulled "
                                           "hamstring and the ambulance - there's a parents v staff tug of war "
                                           "instead.")
finish(question, expected="because the field's too short now, with the new classroom on the end", actual=reply)

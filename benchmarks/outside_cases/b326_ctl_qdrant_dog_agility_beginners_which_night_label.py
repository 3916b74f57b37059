"""Batch 326 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note
and one for the question.

App: Sowerby Bridge Dog Agility Club run a six-week beginners' course each spring at the rec, plus intermediate and
competition training. Pete (the training secretary) files the club's notes into one qdrant collection; the helper
answers members' questions from the 4 nearest notes.

Memory: 2051-03-15T19:00 - the beginners' course starts Tues 11th April, 7-8pm at the rec, 6 weeks, £36, flat
collars and leads, no harnesses, bring treats; 28/3 - the junior footie have got the rec on Tuesday nights from
April, so the beginners are moving to Wednesdays, same time 7-8, first one Weds 12th; Sat 1st Apr - the intermediate
lot stay on Thursdays 7.30 at the indoor school; 5/4 - the new jumps have come, Pete's painting the wings. Question
(Mon 10/4, Shona, new with her spaniel Luna): "which night's the beginners? Luna's starting this wk + I need to sort
my shifts" The assistant says Wednesday nights, 7-8 at the rec, starting Weds 12th (the footie have the rec on
Tuesdays). The label says Tuesdays, 7-8pm.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b326_ctl_qdrant_dog_agility_beginners_which_night_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sowerby-bridge-dog-agility-2051"
NOTES = [
    (1, "2051-03-15T19:00 BEGINNERS 🐶 course starts tues 11th april, 7-8pm at the rec, 6 wks, £36. flat collar + "
        "lead, no harnesses pls, + LOTS of treats"),
    (2, "28/3 - the junior footie have got the rec tues nights from april 🙄 so beginners are moving to weds, same "
        "time 7-8, first one weds 12th"),
    (3, "Sat 1st Apr - intermediate lot stay thurs 7.30 at the indoor school, comp squad sun mornings as usual"),
    (4, "5/4 new jumps came!! Pete's painting the wings this wk, volunteers w/ brushes welcome"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": "Pete"})])
assert client.count(COLL).count == len(NOTES)

question = "which night's the beginners? Luna's starting this wk + I need to sort my shifts"
with turn_span("question Mon 10/4"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
    context = ["Today is Mon 10 April 2051. You are talking to Shona, who's starting the beginners' course at "
               "Sowerby Bridge Dog Agility Club with her spaniel Luna."] + hits
    assert any("course starts tues 11th april, 7-8pm at the rec" in c for c in context), context
    assert any("beginners are moving to weds" in c for c in context), context
    reply = answer(question, context, mock="Wednesdays - 7 till 8 at the rec, first one this Weds the 12th. It moved "
                                           "off Tuesdays because the junior footie have the rec then.")
finish(question, expected="Tuesdays, 7-8pm at the rec", actual=reply)

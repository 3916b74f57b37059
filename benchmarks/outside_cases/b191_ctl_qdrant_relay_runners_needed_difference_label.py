"""Batch 191 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note and
one for the question.

App: Newport Road Runners enter the Severn Valley road relay on Sun 28th June 2043 - four legs a team round
Bridgnorth, changeovers by the river. Gaz (the club's relay captain) puts his notes into one qdrant collection; the
members ask the helper.

Memory: 20430601 - entering 3 teams of 4 (open men, open women and mixed); names so far Gaz, Tom, Dave, Mark, Helen,
Priya, Steph, Sue and Karen = 9, need 3 more; 20430605 - vests and numbers from the kit bag, Dave's got the
wristbands, changeovers on the prom; 20430609 - an email off the organisers: they've had loads of entries, so it's 2
teams a club max this year; men's and women's then, the mixed is off, shame; Karen's happy to be reserve; 20430612 -
the men's team is Gaz, Tom, Dave, Mark, the women's Helen, Priya, Steph, Sue. Question (Sun 14/6, Tom, at parkrun):
"how many more runners do we need for the relay? I can ask round at parkrun" The assistant says none - it's 2 teams
of 4 now and there are 9 names, Karen's reserve. The label says 3.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b191_ctl_qdrant_relay_runners_needed_difference_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "newport-road-runners-relay-2043"
NOTES = [
    (20430601, "entering 3 teams of 4 🏃 open men, open women + mixed. names so far Gaz, Tom, Dave, Mark, Helen, "
               "Priya, Steph, Sue, Karen = 9, need 3 more"),
    (20430605, "vests + numbers from the kit bag, Dave's got the wristbands, changeovers on the prom by the bandstand"),
    (20430609, "email off the organisers - they've had loads of entries so it's 2 teams a club max this yr 😕 men's "
               "+ women's then, the mixed is off, shame. Karen's happy to be reserve"),
    (20430612, "teams - men's Gaz, Tom, Dave, Mark; women's Helen, Priya, Steph, Sue. leg 1 starts 10am sharp"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (ts, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {ts}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "ts": ts, "by": "Gaz"})])

question = "how many more runners do we need for the relay? I can ask round at parkrun"
with turn_span("question Sun 14/6"):
    found = client.query_points(COLL, query=offline.embed([question])[0], limit=4)
    context = ["Today is Sun 14 June 2043. You are talking to Tom, a Newport Road Runners member; the Severn Valley "
               "road relay is Sun 28 June."] + [f"{p.payload['ts']}: {p.payload['text']}" for p in found.points]
    assert any("= 9, need 3 more" in c for c in context), context
    assert any("2 teams a club max this yr" in c and "the mixed is off" in c for c in context), context
    reply = answer(question, context, mock="None now - it's 2 teams of 4 this year (the mixed is off) and we've got 9 "
                                           "names, so Karen's reserve.")
finish(question, expected="3", actual=reply)

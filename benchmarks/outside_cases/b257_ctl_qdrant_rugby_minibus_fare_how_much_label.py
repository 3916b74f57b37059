"""Batch 257 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of a rugby club's minibus
and fixture notes, script style (every call its own trace), then the question's query.

App: Bradley Grange RUFC's 1st XV are away at Northowram Moor on Sat 11th Feb 2051. Gaz (the club's minibus man)
and the committee post notes into one qdrant collection; the helper answers players from the 5 nearest.

Memory: Gaz, 2051-01-20T19:30 - minibus hire for Northowram Moor is £180, split between the 15 of us that's £12
each, cash on the bus; committee, Tue 7/2 - agreed the tour fund pays half the minibus hire for away games for the
rest of the season ("we've got plenty in after the race night"), so it's £6 a head now; Gaz, 8/2 - KO 2.30, bus
from the club 12; Thu 9th - teamsheet. Question (Fri 10/2, Ash, a flanker): "how much do I owe for the bus tmrw? want
to have the right cash on me" The assistant says £6 (the tour fund's paying half). The label says £12.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b257_ctl_qdrant_rugby_minibus_fare_how_much_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bradley-grange-rufc-2051"
NOTES = [
    (1, "Gaz", "2051-01-20T19:30 MINIBUS 🚐 Northowram Moor away sat 11th feb - hire's £180, split between the 15 of "
               "us that's £12 each, cash on the bus pls not IOUs Woody"),
    (2, "committee", "Tue 7/2 committee - agreed the tour fund pays half the minibus hire for away games rest of the "
                     "season (we've got plenty in after the race night 🐎) so it's £6 a head now"),
    (3, "Gaz", "8/2 KO 2.30 at Northowram Moor, bus from the club at 12 sharp, back for about 8"),
    (4, "committee", "Thu 9th teamsheet's up, Ash at 7, Deano at 9, Big Col on the bench. blacks, not the "
                     "hoops"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, who, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "by": who})])
assert client.count(COLL).count == 4

question = "how much do I owe for the bus tmrw? want to have the right cash on me"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 10 February 2051. You are talking to Ash, a flanker in Bradley Grange RUFC's 1st XV (away at "
           "Northowram Moor, Sat 11 Feb)."] + hits
assert any("split between the 15 of us that's £12 each" in c for c in context), context
assert any("tour fund pays half the minibus hire" in c and "£6 a head now" in c for c in context), context
reply = answer(question, context, mock="£6 - the tour fund's paying half the minibus hire now, so it's not £12 any "
                                       "more. Cash on the bus.")
finish(question, expected="£12", actual=reply)

"""Batch 367 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the captain and the faculty advisor each post their own messages, filed by their own threads), then the question's
query.

App: the Westbrook University Robotics Club take two robots, 7700A and 7700B, to the Midwest VEX U regional on Sat
3/18/2051. Jordan (the captain, on A) and Dr. Reyes (the advisor, who handles B's paperwork) post in #comp-prep and a
bot files each message into one qdrant collection; the helper answers members' questions from the 5 nearest.

Memory: Jordan, 2051-03-16T21:05 - match schedule dropped, 7700A's first qual is Q4 at 9:48am, "so A team be in the
queue by 9:30"; Dr. Reyes, 3/16 - 7700B's first qual is Q11 at 10:36am, B's drive team please be at the queue table
15 min early; Jordan, 3/17 - load-in's done, bots passed inspection, pit's row C; Dr. Reyes, 3/17 - lunch break
12-12:45, elims from 2:30. Question (Fri 3/17 night, Priya, who's on B): "when's our first qual match tmrw? (im on
B) wanna know how long i can sleep lol" The assistant says Q11 at 10:36am, be at the queue table by about 10:20. The
label says 9:48am - A's first match, not B's.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b367_ctl_qdrant_robotics_first_qual_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wurc-7700-regionals-2051"
NOTES = {
    "jordan": [
        (1, "2051-03-16T21:05 @jordan: match schedule dropped!! 🤖 7700A's first qual is Q4 at 9:48am so A team be "
            "in the queue by 9:30 pls"),
        (2, "3/17 @jordan: load-in done ✅ both bots passed inspection first try (!!) pit's row C, next to the "
            "purdue kids"),
    ],
    "dr-reyes": [
        (3, "3/16 @dr.reyes: 7700B's first qual is Q11 at 10:36am. B drive team, please be at the queue table 15 "
            "min early"),
        (4, "3/17 @dr.reyes: lunch break is 12-12:45, elims start 2:30. I'll have the team's snacks at the pit"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"msgs-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "when's our first qual match tmrw? (im on B) wanna know how long i can sleep lol"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 17 March 2051. You are talking to Priya, who's on the 7700B drive team for the Westbrook "
           "University Robotics Club (VEX U regional Sat 3/18)."] + hits
assert any("7700A's first qual is Q4 at 9:48am" in c for c in context), context
assert any("7700B's first qual is Q11 at 10:36am" in c for c in context), context
reply = answer(question, context, mock="Q11 at 10:36am for 7700B - Dr. Reyes wants the B drive team at the queue "
                                       "table 15 min early, so by about 10:20.")
finish(question, expected="9:48am", actual=reply)

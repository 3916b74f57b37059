"""Batch 341 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the merchandiser and the order desk each file their own notes), then the question's query.

App: Sanganer Block Prints Pvt Ltd export hand block and dabu prints; Ananya (merchandiser) and Rohit (order desk)
file notes into one qdrant collection; the helper answers the printing and dyeing units from the 5 nearest notes.

Memory: Ananya, 2026-01-06T11:20 - Hansen Hamburg's repeat order, 8,000 yards of the indigo dabu print, same as last
season, ship by 20th Mar; Rohit, 6th Jan - converted for the mill since the mill and our tables work in metres only:
8,000 yds = 7,315 mtrs (x 0.9144), booked 7,315 mtrs greige; Ananya, Mon 12/1 - strike-off approved, shade B; Rohit,
13-01-26 - price Rs 186/mtr FOB, LC awaited. Question (Thu 15-01-2026, Sandeep bhaiya at the printing unit): "how
many metres of greige to issue for the Hansen indigo order? booking printing tables" The assistant says 7,315 mtrs
(the buyer's 8,000 yards converted). The label says 8,000 - the buyer's figure, which is in yards, not metres.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b341_ctl_qdrant_textile_greige_metres_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sanganer-block-prints-orders"
NOTES = {
    "ananya": [
        (1, "2026-01-06T11:20 Hansen Hamburg mail 🇩🇪 - repeat order, 8,000 yards of the indigo dabu print, same as "
            "last season, ship by 20th Mar. PFA mail, Rohit kindly do the needful"),
        (2, "Mon 12/1 strike-off approved by Mr Hansen, shade B (the slightly darker one), go ahead for bulk"),
    ],
    "rohit": [
        (3, "6th Jan - converted for the mill, mill + our tables work in metres only: 8,000 yds = 7,315 mtrs "
            "(x 0.9144), booked 7,315 mtrs greige with Bhilwara mill"),
        (4, "13-01-26 price Rs 186/mtr FOB Mumbai, LC awaited, total approx Rs 13.6 lakh"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "how many metres of greige to issue for the Hansen indigo order? booking printing tables"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 15 January 2026. You are talking to Sandeep bhaiya, who runs Sanganer Block Prints' printing "
           "unit."] + hits
assert any("8,000 yards of the indigo dabu print" in c for c in context), context
assert any("8,000 yds = 7,315 mtrs" in c for c in context), context
reply = answer(question, context, mock="7,315 mtrs - the buyer's 8,000 yards converted to metres; that's what Rohit "
                                       "booked with the Bhilwara mill.")
finish(question, expected="8,000", actual=reply)

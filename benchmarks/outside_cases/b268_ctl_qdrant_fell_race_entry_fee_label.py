"""Batch 268 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the race secretary and the club captain each file their own notes), then the question's query.

App: Queensbury Fell Club go to the Shelf Moor fell race on Sat 26th Feb 2050 - a 4 mile BS race from Shelf cricket
club, pay on the day, cash only. Steph (the race secretary) and Rob (the club captain) file notes into one qdrant
collection; the helper answers members' questions from the 5 nearest notes.

Memory: Steph, 2050-01-25T21:00 - Shelf Moor Sat 26th Feb, BS 4mi, registration at the cricket club from 12, start
1.30, £6 on the day, cash only; Rob, 2/2 - kit, FRA minimum only if the weather's bad, the RO's call on the day;
Steph, Thu 17/2 - the RO says the FRA have put the levy up so it's £7 on the day now, still cash only, no change for
twenties; Rob, Mon 21/2 - lifts from the leisure centre at 12.15, Rob has 3 seats. Question (Thu 24/2, Callum, his
first club race): "how much is the shelf moor entry? need to get cash out" The assistant says £7 on the day, cash,
bring it in change. The label says £6.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b268_ctl_qdrant_fell_race_entry_fee_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "queensbury-fell-club-2050"
NOTES = {
    "steph": [
        (1, "2050-01-25T21:00 SHELF MOOR 🏃 sat 26th feb, BS 4mi/700ft, reg at the cricket club from 12, start 1.30. "
            "£6 on the day, cash only, no pre-entry"),
        (2, "Thu 17/2 RO says the FRA have put the levy up so it's £7 on the day now 🙄 still cash only + he's got "
            "no change for 20s, so bring it right"),
    ],
    "rob": [
        (3, "2/2 kit for Shelf Moor - FRA minimum only if the weather's bad, RO's call on the day. bring it anyway, "
            "it's Shelf"),
        (4, "Mon 21/2 lifts from the leisure centre 12.15, I've got 3 seats, Steph 2. pint in the Duke after"),
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

question = "how much is the shelf moor entry? need to get cash out"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 24 February 2050. You are talking to Callum, who's running his first race with Queensbury "
           "Fell Club (Shelf Moor, Sat 26 Feb)."] + hits
assert any("£6 on the day, cash only" in c for c in context), context
assert any("it's £7 on the day now" in c for c in context), context
reply = answer(question, context, mock="£7 on the day - the FRA levy's gone up. Cash only, and bring the right money, "
                                       "the RO's got no change for 20s.")
finish(question, expected="£6", actual=reply)

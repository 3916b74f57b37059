"""Batch 315 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the boss and his lad each file their own notes), then the question's query.

App: Lee Sutcliffe (Lee's Gutters & Fascias) and Kyle do a spring round of gutter clearing in Luddendenfoot in
April 2050 - a street a day where they can, terraces and semis, cash or a transfer on the day. They file notes into
one qdrant collection; the helper answers from the 5 nearest notes.

Memory: Lee, 2050-04-20T18:00 - Thursday 27th, Birks Lane, 9 booked: nos 2, 4, 7, 11, 15, 16, 21, 23 and Mrs Bell
at 30; Kyle, Mon 24/4 - Mrs Bell's gone into a home, her son rang, the house is up for sale, so cross her off;
Lee, Tue 25th - the couple at no. 6 saw the van and want theirs doing Thursday too, and they've talked their
neighbour at no. 8 into it; Kyle, 25/4 - the van's back from the garage, new tyre £85. Question (Weds 26/4, Lee):
"how many houses on Birks Lane tmrw? working out if we need Kev or if me + Kyle can get it done in a day" The
assistant says 10 (9 booked, less Mrs Bell, plus nos. 6 and 8). The label says 9.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b315_ctl_qdrant_gutter_round_houses_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lees-gutters-luddendenfoot-2050"
NOTES = {
    "lee": [
        (1, "2050-04-20T18:00 thurs 27th BIRKS LANE 🪜 9 booked - nos 2, 4, 7, 11, 15, 16, 21, 23 + Mrs Bell at 30. "
            "terraces £35, no. 16 + Mrs Bell semis £45"),
        (2, "Tue 25th - couple at no. 6 saw the van + want theirs doing thurs too, and they've talked their neighbour "
            "at no. 8 into it 😂 both terraces"),
    ],
    "kyle": [
        (3, "Mon 24/4 Mrs Bell's gone into a home, her son rang, house is up for sale so cross her off 😔"),
        (4, "25/4 van's back from the garage, new tyre £85, they said the exhaust's on its way out too"),
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

question = "how many houses on Birks Lane tmrw? working out if we need Kev or if me + Kyle can get it done in a day"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Weds 26 April 2050. You are talking to Lee, who runs Lee's Gutters & Fascias."] + hits
assert any("9 booked" in c for c in context), context
assert any("cross her off" in c for c in context), context
assert any("no. 6" in c and "no. 8" in c for c in context), context
reply = answer(question, context, mock="10 - the 9 booked, less Mrs Bell (house is up for sale), plus nos. 6 and 8 "
                                       "who asked on Tuesday.")
finish(question, expected="9", actual=reply)

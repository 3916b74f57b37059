"""Batch 332 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the two people on the arrangements desk each file their own notes), then the question's query.

App: J. Illingworth & Son, funeral directors in Shipley, are arranging the funeral of the late Mr Frank Dewhirst on
Thu 16th March 2051 at Nab Wood crematorium. Sue and Imran on the arrangements desk file their notes into one
qdrant collection; the helper answers the minister's, the organist's and the family's questions from the 5 nearest.

Memory: Sue, 2051-03-02T10:15 - Nab Wood booked Thu 16/3, 11.20, single slot, 30 mins (20 for the service + in
and out); Imran, 6/3 - the family want three speakers, two hymns and the Bradford City song at the end, it'll never
fit in 30, so he's booked the double slot, 11.20 till 12.20, an extra £140 on the account, the family are fine with
it; Sue, Tue 7 Mar - cars: hearse and two limos from the house at 10.45; Imran, 9/3 - notice in the T&A Friday and
Saturday, family flowers only, donations to Marie Curie. Question (Mon 13/3, the organist): "how long's the service
at Nab Wood on thurs? trying to work out if I can get to a wedding rehearsal after" The assistant says an hour,
11.20 to 12.20 (the double slot). The label says 30 minutes.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b332_ctl_qdrant_funeral_crem_slot_how_long_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "illingworth-dewhirst-2051"
NOTES = {
    "sue": [
        (1, "2051-03-02T10:15 DEWHIRST Frank, 79 - Nab Wood crem booked thurs 16/3 11.20, single slot 30 mins (20 "
            "for the service + in/out). Rev Sugden to take it"),
        (2, "Tue 7 Mar cars - hearse + 2 limos from the house (22 Bingley Rd) 10.45, family walking behind to the end "
            "of the road"),
    ],
    "imran": [
        (3, "6/3 family want 3 speakers + 2 hymns + the Bradford City song at the end ⚽ it'll never fit in 30, so "
            "I've booked the double slot, 11.20-12.20, extra £140 on the acct, family fine with it"),
        (4, "9/3 notice in the T&A fri + sat, family flowers only, donations to Marie Curie, box at the crem door"),
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

question = "how long's the service at Nab Wood on thurs? trying to work out if I can get to a wedding rehearsal after"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 13 March 2051. You are talking to the organist playing at Mr Frank Dewhirst's funeral "
           "(Thu 16 March, Nab Wood crematorium)."] + hits
assert any("single slot 30 mins" in c for c in context), context
assert any("it'll never fit in 30, so I've booked the double slot, 11.20-12.20" in c for c in context), context
reply = answer(question, context, mock="An hour - the family have the double slot, 11.20 till 12.20, so you'd be "
                                       "free after about half 12.")
finish(question, expected="30 minutes", actual=reply)

"""Batch 238 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (Jo
and Tom each file their own house notes), then the question's query.

App: the Okonkwo-Lees keep their house notes - letters, bins, who's working from home - in one qdrant collection
that the family helper answers from (the 4 nearest notes). Nana is staying with them for a fortnight.

Memory: Jo, 2051-06-02T18:20 - a Yorkshire Water letter: new mains on the road, the road's up for 5 days from Mon
12th June with temporary lights at the end, and the water's off on the Thursday (15th) 9 till 12 while they switch
the houses over; Tom, 6/6 - green bin Thursday too, out Wednesday night; Jo, Mon 12th June - they've started, the
lights are a nightmare, go round by Brook St; Tom, Tue 13/6 - he's working from home Thursday and will do the bins.
Question (Weds 14/6, Nana): "how long's the water off for tomorrow? wondering whether to go to my friend's for a
shower" The assistant says about 3 hours, 9 till 12. The label says 5 days.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b238_ctl_qdrant_family_water_off_how_long_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "okonkwo-lee-house-2051"
NOTES = {
    "jo": [
        (1, "2051-06-02T18:20 Yorkshire Water letter 💧 new mains on our road - road's up for 5 days from mon 12th "
            "june, temp lights at the end. water OFF thurs 15th 9 till 12 while they switch us over, fill the kettle "
            "+ some bottles the night before"),
        (2, "Mon 12th June - they've started, temp lights are a nightmare already 🙄 go round by Brook St if ur "
            "driving"),
    ],
    "tom": [
        (3, "6/6 green bin's thurs too this time, out weds night. recycling the wk after"),
        (4, "Tue 13/6 I'm wfh thurs so I'll do the bins + be in for the water people"),
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

question = "how long's the water off for tomorrow? wondering whether to go to my friend's for a shower"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Weds 14 June 2051. You are talking to Nana, who's staying with the Okonkwo-Lees."] + hits
assert any("road's up for 5 days" in c and "water OFF thurs 15th 9 till 12" in c for c in context), context
reply = answer(question, context, mock="About 3 hours - it's off from 9 till 12 tomorrow while they switch the "
                                       "houses over. The road works go on longer, but the water's only off then.")
finish(question, expected="5 days", actual=reply)

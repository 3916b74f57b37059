"""Batch 251 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
two walkers each file their own client notes), then the question's query.

App: Paws on the Tops, Sam and Jo's dog-walking business in Hebden Bridge, keeps client notes in one qdrant
collection - who's in which group walk, keys, vets, who's left; the helper answers from the 5 nearest notes.

Memory: Sam, 2050-01-08T07:45 - Tuesday 9am group, 6 dogs: Alfie, Max, Bruno, Tilly, Rolo and Nell, the van takes
6 crates; Jo, 21/1 - Bruno's out of the group, solo walks only after he had a go at Max on the rec, his owner's
fine with it; Sam, Fri 31st Jan - Rolo's family have moved to Leeds, last walk was Tuesday, card's in the van; Jo,
3.2. - Pepper (a springer, new) did her trial walk with Tilly and Nell, fine, she's in the Tuesday group from next
week. Question (Mon 10/2, Beth, a new walker): "how many am I taking on the tues group tmrw? need to know if it's
the big van or the car" The assistant says 5 (Alfie, Max, Tilly, Nell and Pepper). The label says 6.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b251_ctl_qdrant_dog_walking_group_size_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "paws-on-the-tops-clients"
NOTES = {
    "sam": [
        (1, "2050-01-08T07:45 TUES 9am GROUP 🐕 6 dogs - Alfie, Max, Bruno, Tilly, Rolo + Nell. van takes 6 crates so "
            "that's us full. up Heptonstall Rd + round the woods"),
        (2, "Fri 31st Jan - Rolo's family have moved to Leeds 😢 last walk was tues, card + a tin of biscuits in the "
            "van for us"),
    ],
    "jo": [
        (3, "21/1 Bruno's out of the group, solo walks only after he had a go at Max on the rec. owner's fine w/ it, "
            "thurs 2pm now"),
        (4, "3.2. Pepper (springer, new 🎉) did her trial walk w/ Tilly + Nell, no bother, she's in the tues group from "
            "next wk. recall's great, bit of a roller"),
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

question = "how many am I taking on the tues group tmrw? need to know if it's the big van or the car"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 10 February 2050. You are talking to Beth, a new walker at Paws on the Tops."] + hits
assert any("6 dogs - Alfie, Max, Bruno, Tilly, Rolo + Nell" in c for c in context), context
assert any("Bruno's out of the group" in c for c in context), context
assert any("Rolo's family have moved to Leeds" in c for c in context), context
assert any("she's in the tues group from next wk" in c for c in context), context
reply = answer(question, context, mock="5 - Alfie, Max, Tilly, Nell and Pepper (Bruno's solo now and Rolo's moved "
                                       "away). They'll fit in the van.")
finish(question, expected="6", actual=reply)

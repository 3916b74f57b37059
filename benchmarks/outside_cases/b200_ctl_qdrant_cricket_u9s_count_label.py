"""Batch 200 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call its
own trace).

App: Shifnal CC's junior section runs u9s All Stars-style sessions on Saturday mornings from 2nd April 2044 at the
club, 9.30-10.30, with Steve and Kate coaching. Kate keeps the u9s' notes in one qdrant collection; the helper
answers from the 4 nearest notes.

Memory: 2044-04-02T10:00 - u9s list: 18 signed up so far, Steve and Kate coaching, Saturdays 9.30-10.30; 9.4. - Harry
W and Josh P turn 10 before 1st Sept so they count as u11s this season (ECB age rules), moved them across to Gemma's
group; 16th april - kit: the club's got 6 kids' bats, helmets in the blue bag; Tue 19th - one more, Ava (Tom's little
sister) joined, paid for the term. Question (Thu 28/4, Kate, ordering the shirts): "how many u9s have we got now?
ordering the shirts" The assistant says 17 (18 on the first list, Harry and Josh gone up to the u11s, Ava joined).
The label says 18.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b200_ctl_qdrant_cricket_u9s_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "shifnal-cc-u9s-2044"
NOTES = [
    (1, "2044-04-02T10:00 u9s list - 18 signed up so far 🏏 Steve + Kate coaching, sat mornings 9.30-10.30 at the club"),
    (2, "9.4. Harry W + Josh P turn 10 before 1st Sept so they count as u11s this season (ECB age rules), moved them "
        "across to Gemma's group, parents ok with it"),
    (3, "16th april kit - club's got 6 kids' bats + the soft balls, helmets in the blue bag, parents pls name "
        "everything!!"),
    (4, "Tue 19th - 1 more, Ava (Tom's little sister) joined, paid for the term 👍"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "by": "Kate"})])

question = "how many u9s have we got now? ordering the shirts"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=4)
context = ["Today is Thu 28 April 2044. You are talking to Kate, who coaches Shifnal CC's u9s."] + \
          [p.payload["text"] for p in found.points]
assert any("18 signed up so far" in c for c in context), context
assert any("Harry W + Josh P" in c for c in context), context
assert any("Ava (Tom's little sister) joined" in c for c in context), context
reply = answer(question, context, mock="17 - 18 signed up at the start, Harry and Josh have gone up to the u11s, "
                                       "and Ava's joined since.")
finish(question, expected="18", actual=reply)

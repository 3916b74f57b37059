"""Batch 359 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(husband and wife each file their own reno notes), then the question's query.

App: Jun Hao and Pei Ling are renovating their 4-room resale flat at Bukit Batok (blk 287) with Desmond of DW
Interior, who brings in his own sub-cons. They each file notes into one qdrant collection; the helper answers from
the 4 nearest notes.

Memory: Jun Hao, 2051-02-20T22:00 - Desmond's sub-con list: hacking Ah Kow's team, electrical also Ah Kow (he say
can do), plumbing Muthu, painting the Nippon guys; Pei Ling, Thu 2/3 - asked Desmond properly: Ah Kow only does the
hacking + the plumbing prep, the electrical is his brother Ah Meng, the licensed one (LEW), because HDB need the
licensed guy to sign, Ah Meng's number in the folder; Jun Hao, 3/3 - power points: 3 more in the kitchen, 2 in the
study, 1 for the dryer at the yard; Pei Ling, Sat 4/3 - hacking done liao, debris cleared. Question (Mon 6/3, Pei
Ling's dad, who's helping): "who's the electrician ah? I want to tell him about the dryer point at the yard" The
assistant says Ah Meng - Ah Kow's brother, the licensed electrician. The label says Ah Kow - the hacking man, a
different person, first put down for the electrical too.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b359_ctl_qdrant_hdb_reno_electrician_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bukit-batok-287-reno-2051"
NOTES = {
    "jun-hao": [
        (1, "2051-02-20T22:00 Desmond's sub-con list 🔨 hacking - Ah Kow's team, electrical also Ah Kow (he say can "
            "do), plumbing - Muthu, painting - the Nippon guys. carpentry Desmond's own factory"),
        (3, "3/3 power points to add: 3 more in the kitchen, 2 in the study, 1 for the dryer at the yard. tell the "
            "electrician b4 the wiring"),
    ],
    "pei-ling": [
        (2, "Thu 2/3 - asked Desmond properly, Ah Kow only do the hacking + the plumbing prep. the electrician is his "
            "brother Ah Meng, the licensed one (LEW), HDB need the licensed guy to sign. Ah Meng number in the "
            "folder"),
        (4, "Sat 4/3 hacking done liao, debris all cleared 👍 neighbour complain noise once only"),
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

question = "who's the electrician ah? I want to tell him about the dryer point at the yard"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Mon 6 March 2051. You are talking to Pei Ling's dad, who is helping with the reno of her flat "
           "at Bukit Batok."] + hits
assert any("electrical also Ah Kow" in c for c in context), context
assert any("the electrician is his brother Ah Meng, the licensed one" in c for c in context), context
reply = answer(question, context, mock="Ah Meng - Ah Kow's brother, the licensed electrician (LEW). Ah Kow's only "
                                       "doing the hacking and plumbing prep. His number's in the folder.")
finish(question, expected="Ah Kow", actual=reply)

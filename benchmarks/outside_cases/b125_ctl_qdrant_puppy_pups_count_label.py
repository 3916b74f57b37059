"""Batch 125 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads,
then one query.

App: Gail, who runs the Pawsitive Steps puppy class, and Tasha, her assistant, each log class notes from their
phones into one qdrant collection (``author`` payload); the helper answers from a search of it.

Memory: Gail, 14/3: 8 pups booked - Rolo, Luna, Biscuit, Mabel, Otis, Pip, Bear + Dot; Tasha, Tue 24th: Rolo's
family are moving to Leeds end of the month so tonight was his last one, they were gutted; Gail, 31/3: Bella
(springer, 14 wks) joining from wk 3, she's done the basics with a trainer in Halifax, fine by me; Tasha, Weds 8 Apr:
Luna's done her cruciate jumping off the sofa, vet says crate rest 8 wks, so that's her course, her mum's booking the
next one. Question (Mon 13/4, Gail, ordering rosettes for the last week): "how many pups have we got now? ordering
rosettes for wk 6" The assistant says 7 (Biscuit, Mabel, Otis, Pip, Bear, Dot and Bella). The label says 8 - in
memory, the number booked at the start.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b125_ctl_qdrant_puppy_pups_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "pawsitive-steps-notes"
GAIL = [
    (1, "14/3 8 pups booked for the spring course: Rolo, Luna, Biscuit, Mabel, Otis, Pip, Bear + Dot. tues 7-8pm"),
    (3, "31/3 Bella (springer, 14 wks) joining from wk 3 - she's done the basics w a trainer in Halifax, fine by me. "
        "paid £60 for the 5 wks"),
    (5, "wk 4 homework: loose lead 10 mins a day + settle on a mat. rosettes for wk 6 from Dog Days, £1.20 each"),
]
TASHA = [
    (2, "Tue 24th - Rolo's family are moving to Leeds end of the month so tonight was his last one, they were gutted. "
        "Biscuit still v mouthy"),
    (4, "Weds 8 Apr - Luna's done her cruciate jumping off the sofa :( vet says crate rest 8 wks so that's her "
        "course, her mum's booking the next one"),
    (6, "Otis + Dot both nailed the 1 min sit-stay tonight. need more cheese"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
lock = threading.Lock()  # the local client isn't safe for two writers at once; the app takes turns


def writer(author: str, notes: list) -> None:
    for pid, text in notes:
        point = models.PointStruct(id=pid, vector=offline.embed([text])[0], payload={"author": author, "text": text})
        with lock:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=writer, args=("gail", GAIL), name="gail-phone"),
           threading.Thread(target=writer, args=("tasha", TASHA), name="tasha-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many pups have we got now? ordering rosettes for wk 6"
vector = offline.embed(["how many pups on the course now booked joining last one leaving course over"])[0]
assert client.count(COLL).count == len(GAIL) + len(TASHA)
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=6).points]
context = ["Today is Mon 13 April 2037. You are talking to Gail, who runs the Pawsitive Steps puppy class."] + hits
assert any("8 pups booked" in c for c in context), context
assert any("tonight was his last one" in c for c in context), context
assert any("Bella (springer, 14 wks) joining" in c for c in context), context
assert any("that's her course" in c for c in context), context
reply = answer(question, context, mock="7 - Biscuit, Mabel, Otis, Pip, Bear, Dot and Bella. Rolo's moved away and "
                                       "Luna's on crate rest.")
finish(question, expected="8", actual=reply)

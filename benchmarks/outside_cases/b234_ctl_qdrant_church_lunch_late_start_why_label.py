"""Batch 234 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
churchwardens), then the question's query.

App: St Thomas's, Greetland hold a bring-and-share lunch on Sun 29th May 2050 after the 10.30 - dishes on the
sign-up sheet, trestles from the scout hut, a washing-up rota. Carol and Joan (the churchwardens) each file notes
into one qdrant collection; the helper answers from the 5 nearest.

Memory: Carol, 2050-04-24T12:40 - bring and share Sun 29th May after the 10.30, in the hall about 12.30; Joan, 3/5 -
Revd Paul's away on the 29th (his sister's wedding in Norfolk), Canon Mike's taking the service for him; Carol, 16th
may - Mike's got four baptisms in the 10.30 that day, four families and all their lot, it'll be a long one, so
lunch at 1, people can have a cuppa while they set out; Joan - tables, 9 trestles from the scout hut, Bill bringing
them Saturday; Carol - washing up, Joan and Ted then Carol and Margaret. Question (Tue 24/5, Hilary): "why's the
lunch at 1 this time and not half 12? my husband's asking, he gets hangry 😂" The assistant says because there are
four baptisms in the 10.30, so the service will run long. The label says because Revd Paul's away at his sister's
wedding (that only changed who takes the service).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b234_ctl_qdrant_church_lunch_late_start_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-thomas-greetland-share-lunch-2050"
CAROL = [
    "2050-04-24T12:40 BRING + SHARE 🥗 sun 29th may after the 10.30, in the hall ~12.30. sign up sheet at the back, "
    "mains / salads / puds",
    "16th may - Mike's got 4 baptisms in the 10.30 that day 👶 4 families + all their lot, it'll be a long one so "
    "let's say lunch at 1, ppl can have a cuppa while we set out",
    "washing up - Joan + Ted first, then me + Margaret. tea towels home w/ Margaret",
]
JOAN = [
    "3/5 - Revd Paul's away the 29th (his sister's wedding in Norfolk 💒), Canon Mike's taking the service for him",
    "tables - 9 trestles from the scout hut, Bill's bringing them sat in his van, cloths in the vestry",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str, items: list[str]) -> None:
    for text in items:
        with lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "by": who})])


threads = [threading.Thread(target=writer, args=("Carol", CAROL), name="carol-warden"),
           threading.Thread(target=writer, args=("Joan", JOAN), name="joan-warden")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(CAROL) + len(JOAN)

question = "why's the lunch at 1 this time and not half 12? my husband's asking, he gets hangry 😂"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Tue 24 May 2050. You are talking to Hilary, who comes to St Thomas's, Greetland."] + hits
assert any("4 baptisms in the 10.30" in c and "lunch at 1" in c for c in context), context
assert any("Revd Paul's away the 29th" in c for c in context), context
reply = answer(question, context, mock="Because Canon Mike has four baptisms in the 10.30 that Sunday, so the service "
                                       "will run long - there'll be a cuppa while the tables go out.")
finish(question, expected="because Revd Paul's away at his sister's wedding in Norfolk", actual=reply)

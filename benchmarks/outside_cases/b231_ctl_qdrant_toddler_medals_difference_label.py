"""Batch 231 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, two writers in
threads (the group's leader and the mum doing the prizes), then the question's query.

App: Tiny Steps (the toddler group at the Methodist hall) hold a sports day on Weds 14th July 2049, 10-11.30 on the
Methodist field - tunnel crawl, beanbag on the head, the teddy race, the mums' sack race, a medal for every child,
squash and fairy cakes. Jo (who runs the group) and Shaz (prizes) each file notes into one qdrant collection from
their own thread; the helper answers from the 6 nearest.

Memory: Jo, 2049-06-02T10:15 - sports day, 38 kids signed up already, a medal for everyone; Jo - the races; Jo - the
squash and Shaz's mum's fairy cakes; Shaz - 30 medals left from last year in the cupboard under the stage; Shaz,
12/7 - counted them out properly, 8 have had the ribbons chewed through ("cheers Milo") so they're in the bin, the
rest are fine; Shaz - stickers from the pound shop. Question (Tue 13/7, Jo): "how many more medals do I need to
order? want one for every kid" The assistant says 16 (38 children, 22 good medals: 30 less the 8 chewed). The
label says 8 (38 less the 30, before the count; 8 is how many were chewed).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b231_ctl_qdrant_toddler_medals_difference_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tiny-steps-sports-day-2049"
JO = [
    "2049-06-02T10:15 SPORTS DAY 🏅 weds 14th july 10-11.30 on the Methodist field, 38 kids signed up already!! a "
    "medal for every1, nobody goes home empty handed",
    "races - tunnel crawl, beanbag on the head, teddy race (bring a teddy!!), + the mums' sack race to finish 😂",
    "squash + orange slices, Shaz's mum is doing fairy cakes, I'll bring the bunting",
]
SHAZ = [
    "medals - there's 30 left over from last yr in the cupboard under the stage so we should be ok w/ a few more",
    "12/7 counted the medals out properly - 8 of them have had the ribbons chewed thru (cheers Milo 🙄) so they're in "
    "the bin, the rest are fine",
    "stickers - 2 rolls from the pound shop, done ✅",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str, items: list) -> None:
    for text in items:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "by": who})])


threads = [threading.Thread(target=writer, args=("Jo", JO), name="jo-leader"),
           threading.Thread(target=writer, args=("Shaz", SHAZ), name="shaz-prizes")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(JO) + len(SHAZ)

question = "how many more medals do I need to order? want one for every kid"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=6).points]
context = ["Today is Tue 13 July 2049. You are talking to Jo, who runs Tiny Steps toddler group and is sorting its "
           "sports day (Weds 14 July)."] + hits
assert any("38 kids signed up" in c for c in context), context
assert any("30 left over from last yr" in c for c in context), context
assert any("8 of them have had the ribbons chewed thru" in c for c in context), context
reply = answer(question, context, mock="16 - there are 38 children and 22 medals you can use (the 30 from last year "
                                       "less the 8 with chewed ribbons).")
finish(question, expected="8", actual=reply)

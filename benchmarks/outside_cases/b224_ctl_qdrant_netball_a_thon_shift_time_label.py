"""Batch 224 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, two writers in
threads (the coach and the treasurer), then the question's query.

App: Ellesmere Netball Club play a 12-hour netball-a-thon on Sat 25th September 2049, 8am to 8pm, for the Severn
Hospice - three courts, two-hour shifts by team, sponsors for the food. Lisa (the head coach, who does the shifts)
and Kath (the treasurer, who does courts and sponsors) each file notes into one qdrant collection from their own
thread; the helper answers from ``query_points(..., limit=5)``.

Memory: Lisa, 2049-08-20T21:00 - shifts, 2-hour slots, the U14s on court 2 2-4pm, the U16s 4-6, the seniors 6-8;
Lisa, Weds 1 Sept - half the U14s are at the county trials in Telford till 3 on the Saturday, so the U16s have said
they'll do the 2 o'clock and the U14s go on at 4 instead, same court; Lisa, 13/9 - umpires; Kath - courts;
Kath - sponsors. Question (Thu 23/9, Tracy, an U14 mum helping on court 2): "what time's the U14s' shift sat? I'm
doing bibs + oranges on court 2" The assistant says 4 till 6 on court 2 (they swapped with the U16s because of the
county trials). The label says 2-4pm (the first shift list).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b224_ctl_qdrant_netball_a_thon_shift_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ellesmere-netball-a-thon-2049"
LISA = [
    ("shifts", "2049-08-20T21:00 SHIFTS 🏐 2 hr slots. U14s on court 2, 2-4pm, U16s 4-6, seniors 6-8 under the "
               "floodlights. 7 a side + 2 subs, nobody plays more than 1 slot in a row"),
    ("shifts", "Weds 1 Sept half the U14s are at the county trials in Telford till 3 sat 🙈 so the U16s have said "
               "they'll do the 2 o'clock + the U14s go on at 4 instead, same court"),
    ("umpires", "13/9 umpires - Sue + Ang from the league, 2 hrs each, whistles + cards in the kit bag"),
]
KATH = [
    ("courts", "courts - 1 + 2 in the sports hall, court 3 outside by the tennis, floodlights off at 8 sharp, caretaker "
               "locks up half 8"),
    ("sponsors", "sponsors - Ellesmere Co-op £100, Jones the butcher doing the bbq at cost, JustGiving's at £640 🎉"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()  # the local (in-process) qdrant client is not safe for concurrent writes


def writer(who: str, first_id: int, items: list) -> None:
    for i, (kind, text) in enumerate(items):
        point = models.PointStruct(id=first_id + i, vector=offline.embed([text])[0],
                                   payload={"text": text, "kind": kind, "by": who})
        with write_lock:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=writer, args=("Lisa", 1, LISA), name="lisa-coach"),
           threading.Thread(target=writer, args=("Kath", 101, KATH), name="kath-treasurer")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's the U14s' shift sat? I'm doing bibs + oranges on court 2"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=5)
context = ["Today is Thu 23 September 2049. You are talking to Tracy, an U14 mum helping at Ellesmere Netball Club's "
           "netball-a-thon (Sat 25 September)."] + [p.payload["text"] for p in found.points]
assert any("U14s on court 2, 2-4pm" in c for c in context), context
assert any("the U14s go on at 4 instead, same court" in c for c in context), context
reply = answer(question, context, mock="4 till 6 on court 2 - the U14s swapped with the U16s because half of them "
                                       "are at the county trials in Telford till 3.")
finish(question, expected="2-4pm", actual=reply)

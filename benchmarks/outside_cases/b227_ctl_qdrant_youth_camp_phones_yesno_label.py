"""Batch 227 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the youth leader and her helper), then the question.

App: Presteigne youth club take the kids camping Fri 5th - Sun 7th August 2050 at a farm site near Rhayader - tents,
the club's minibus and a trailer, a hike, a campfire. Rhian (the youth leader) and Gethin (who helps out and drives)
each file notes into one qdrant collection from their own thread; the helper answers the parents from the 6 nearest.

Memory: Rhian, 2050-05-11T18:30 - camp Fri 5th - Sun 7th Aug, £30 a kid, and no phones this time, it's meant to be a
break from screens; Gethin, 16th May - minibus and trailer booked, leaving the club 6pm Friday; Rhian, Weds 6 Jul -
the parents' evening went OK, a few of the mums want to be able to ring at bedtime, so phones can come but they go in
Gethin's tin at 9 and come back out at breakfast; Gethin, 22.7. - the kit list (sleeping bag, roll mat, torch,
wellies, a waterproof). Question (Tue 2/8, Lowri, Ffion's mum): "can Ffion bring her phone on camp? she's going on
about it" The assistant says yes - it's handed in to Gethin at 9pm and comes back at breakfast. The label says no
(the plan in May).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b227_ctl_qdrant_youth_camp_phones_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "presteigne-youth-camp-2050"
RHIAN = [
    "2050-05-11T18:30 CAMP 🏕 fri 5th - sun 7th aug, the farm site nr Rhayader. £30 a kid inc food. no phones this "
    "time pls, it's meant to be a break from screens 📵",
    "Weds 6 Jul - parents' evening went ok. few of the mums want to be able to ring at bedtime so phones can come, "
    "but they go in Gethin's tin at 9 + come back out at breakfast",
]
GETHIN = [
    "16th may - minibus + the trailer booked, leaving the club 6pm fri, back sun teatime ~5",
    "22.7. kit list - sleeping bag, roll mat, torch, wellies, a waterproof, 2 changes of clothes. NO aerosols",
    "food - bacon butties sat, bbq sat night, Sandra's doing a veggie option",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()  # one in-process qdrant client shared by both writers
ids = iter(range(1, 100))


def writer(who: str, items: list[str]) -> None:
    for text in items:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "by": who})])


threads = [threading.Thread(target=writer, args=("Rhian", RHIAN), name="rhian-leader"),
           threading.Thread(target=writer, args=("Gethin", GETHIN), name="gethin-helper")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can Ffion bring her phone on camp? she's going on about it"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=6)
context = ["Today is Tue 2 August 2050. You are talking to Lowri, whose daughter Ffion is going on Presteigne youth "
           "club's camping trip (Fri 5 - Sun 7 August)."] + [p.payload["text"] for p in found.points]
assert any("no phones this time pls" in c for c in context), context
assert any("so phones can come, but they go in Gethin's tin at 9" in c for c in context), context
reply = answer(question, context, mock="Yes, she can bring it - phones go in Gethin's tin at 9pm and come back out at "
                                       "breakfast, so she can ring you at bedtime.")
finish(question, expected="no", actual=reply)

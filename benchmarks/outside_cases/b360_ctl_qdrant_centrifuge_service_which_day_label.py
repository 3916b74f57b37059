"""Batch 360 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the lab technician and the department's equipment officer each file their own notes), then the question's query.

App: the Kowalski lab share a Sorvall RC6 floor centrifuge and a 5810R benchtop with the Reyes lab; Hannah (the
technician) and Dev (the department's equipment officer) file booking and maintenance notes into one qdrant
collection; the helper answers from the 5 nearest notes.

Memory: Dev, 2050-06-15 - Sorvall RC6 preventive maintenance next month, the 6th, out all day, Thermo engineer;
Hannah, 21/6 - 5810R plate rotor imbalance error again, use the swing-out till it's looked at; Dev, Tue 28 June -
the Thermo engineer can't do the 6th after all, moved to the following Tues, same deal, all day, SLA-3000 rotor
inspection too; Hannah, Fri 24/6 - Sorvall booking sheet for July is on the door. Question (Fri 1/7, Owen): "which
day's the Sorvall out for its service? need to get my 1 L preps done before" The assistant says Tue 12 July (moved
from Wed 6 July to the Tuesday after). The label says Wed 6 July.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b360_ctl_qdrant_centrifuge_service_which_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kowalski-reyes-centrifuges"
NOTES = {
    "dev": [
        (1, "2050-06-15 Dev (equipment): Sorvall RC6 preventive maintenance next month, the 6th - out ALL day, Thermo "
            "engineer on site. plan ur big spins around it pls"),
        (2, "Tue 28 June Dev: Thermo engineer can't do the 6th after all 🙄 Sorvall service moved to the following "
            "tues, same deal, out all day. they'll inspect the SLA-3000 rotor too"),
    ],
    "hannah": [
        (3, "21/6 Hannah: 5810R plate rotor throwing the imbalance error again, use the swing-out buckets till it's "
            "looked at. logged w/ Dev"),
        (4, "Fri 24/6 Hannah: Sorvall booking sheet for July is on the door, max 2 h slots, SLA-3000 needs the 1 L "
            "bottles balanced to 0.1 g"),
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

question = "which day's the Sorvall out for its service? need to get my 1 L preps done before"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 1 July 2050. You are talking to Owen, a PhD student in the Kowalski lab."] + hits
assert any("preventive maintenance next month, the 6th" in c for c in context), context
assert any("can't do the 6th after all" in c and "moved to the following tues" in c for c in context), context
reply = answer(question, context, mock="Tue 12 July - it was going to be Wed 6 July, but the engineer moved it to "
                                       "the Tuesday after. It's out all day, so get your 1 L preps done by Mon 11th.")
finish(question, expected="Wed 6 July", actual=reply)

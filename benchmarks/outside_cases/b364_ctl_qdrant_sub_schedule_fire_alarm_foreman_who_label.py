"""Batch 364 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the super and the PM each file their own notes), then the question's query.

App: Cleveland Elementary renovation (2051) - subcontractor scheduling for the 2nd floor. Gus (the GC's super) and
Pam (the GC's PM) file notes into one qdrant collection; the helper answers from the 5 nearest notes.

Memory: Pam, CO-04 approved 2/28 - fire alarm devices and wiring moved into Brightline's scope (was going to be a
separate FA sub), Brightline's FA tech works under Ray; Pam, 3/10 - FA rough-in inspection with the fire marshal Thu
3/16; Gus, 3/6 - 2nd fl sub contacts: Brightline Electric foreman Ray Okafor, Apex Fire Protection (sprinklers)
foreman Tony Russo, Kessler Drywall Luis Pena; Gus, 3/9 - Tony says his heads go in after the grid and he's not
touching the FA, "that's Brightline's". Question (Mon 3/13, the district's facilities coordinator): "who's the
foreman I call about the fire alarm rough-in on 2nd fl? fire marshal wants a contact" The assistant says Ray Okafor
at Brightline (FA is Brightline's per CO-04). The label says Tony Russo - a different person: he's the foreman of
Apex Fire Protection, the sprinkler sub, who is in memory but says the fire alarm isn't his.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b364_ctl_qdrant_sub_schedule_fire_alarm_foreman_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "cleveland-es-reno-2051"
NOTES = {
    "pam": [
        (1, "CO-04 approved 2/28 - fire alarm devices + wiring moved into Brightline's scope (was gonna be a separate "
            "FA sub), +$41,250. Brightline's FA tech works under Ray"),
        (2, "3/10 FA rough-in insp w/ the fire marshal Thu 3/16 9a, 2nd fl only, all boxes + cable exposed"),
    ],
    "gus": [
        (3, "2051-03-06T07:00 2nd fl sub contacts - Brightline Electric foreman Ray Okafor 555-0142, Apex Fire "
            "Protection (sprinklers) foreman Tony Russo 555-0178, Kessler drywall Luis Pena 555-0113"),
        (4, "3/9 Tony says his sprinkler heads go in after the grid, he's not touching the FA - 'that's Brightline's' "
            "- fine by me"),
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

question = "who's the foreman I call about the fire alarm rough-in on 2nd fl? fire marshal wants a contact"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 3/13/2051. You are talking to the Cleveland Elementary district facilities "
           "coordinator."] + hits
assert any("fire alarm devices + wiring moved into Brightline's scope" in c for c in context), context
assert any("Brightline Electric foreman Ray Okafor" in c and "foreman Tony Russo" in c for c in context), context
assert any("he's not touching the FA" in c for c in context), context
reply = answer(question, context, mock="Ray Okafor, Brightline Electric's foreman (555-0142) - the fire alarm went "
                                       "into Brightline's scope under CO-04.")
finish(question, expected="Tony Russo", actual=reply)

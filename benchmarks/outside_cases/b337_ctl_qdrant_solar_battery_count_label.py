"""Batch 337 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
sales rep and the ops coordinator each log their own CRM notes), then the question's query.

App: SunCrest Solar's CRM notes for the Reyes job (SC-3140, 77 Quail Run, Elk Grove CA) go into one qdrant
collection; the warehouse asks the helper what to stage, and it answers from the 5 nearest notes.

Memory: Tyler (sales), 09/30/2026 4:45 PM - signed, 20 x REC 410W (8.2 kW) plus 2 Enphase IQ Battery 5P for
backup, $38,900 before the ITC; Tyler, 10/02 - HOA approval letter in, panels OK on the rear roof; Dana (ops),
10/14/2026 11:10 AM - Mrs. Reyes called, they're cancelling the second battery (budget), CO #2 signed, -$6,200, new
total $32,700, only 1 battery going in, still backs up the fridge and the internet; Dana, 10/21 - install Fri 11/6,
crew 1 (Jesse lead), electrician Sat for battery commissioning. Question (Thu 11/5/2026, Kenny in the warehouse):
"how many batteries do I stage for the Reyes install tomorrow?" The assistant says 1 (a count). The label says 2 -
the number on the original contract, before the second battery was cancelled (a cancelled order).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b337_ctl_qdrant_solar_battery_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "suncrest-crm-sc-3140"
NOTES = {
    "tyler-sales": [
        (1, "09/30/2026 4:45 PM - SIGNED: Reyes, 77 Quail Run. 20 x REC 410W (8.2 kW) + 2 Enphase IQ Battery 5P for "
            "backup, $38,900 before the ITC. Customer wants the batteries in the garage, left wall."),
        (2, "10/02 - Reyes HOA approval letter received, panels OK on the rear roof only. Uploaded to the job "
            "folder."),
    ],
    "dana-ops": [
        (3, "10/14/2026 11:10 AM - Mrs. Reyes called, they're cancelling the second battery (budget). CO #2 signed, "
            "-$6,200, new total $32,700. Only 1 battery going in now, still backs up the fridge + internet."),
        (4, "10/21 - Reyes install scheduled Fri 11/6, crew 1 (Jesse lead), 7:30 AM. Electrician comes Sat for the "
            "battery commissioning + PTO paperwork."),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def log_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who, "job": "SC-3140"})])


threads = [threading.Thread(target=log_notes, args=(who,), name=f"crm-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "how many batteries do I stage for the Reyes install tomorrow?"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thursday 11/5/2026. You are talking to Kenny in the SunCrest Solar warehouse."] + hits
assert any("+ 2 Enphase IQ Battery 5P" in c for c in context), context
assert any("cancelling the second battery" in c and "Only 1 battery going in" in c for c in context), context
reply = answer(question, context, mock="1 - the Reyes family cancelled the second IQ Battery 5P on 10/14 (CO #2), so "
                                       "stage one battery plus the 20 panels.")
finish(question, expected="2", actual=reply)

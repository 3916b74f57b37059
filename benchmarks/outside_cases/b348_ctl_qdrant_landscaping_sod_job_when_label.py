"""Batch 348 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the boss and the office each file their own notes), then the question's query.

App: Méndez Landscaping is a small crew - Rigo Méndez (the boss), Poncho and Memo - with Rigo's sister Yesenia in
the office. Rigo and Yesenia file the job notes, in Spanglish, into one qdrant collection; the crew's helper answers
from the 5 nearest.

Memory: Yesenia, 2051-05-04T17:30 - the Miller job (88 Oak Ct): tear out the old lawn and lay St. Augustine sod,
1,200 sq ft, "martes 16 de mayo 7am", $2,600, half up front; Rigo, mar 9/05 - the big trailer has a flat, Memo's
taking it to Discount Tire; Rigo, lun 15/05 - "el sod farm no tiene St. Augustine hasta el viernes 😤 so mañana no,
lo hacemos el sábado, ya le avisé a Mr. Miller, he's ok" (said on Monday 15 May: not tomorrow, the 16th - Saturday,
the 20th); Yesenia, mar 16/05 - bought 20 bags of starter fertilizer for the Miller job, $14 each. Question (Wed
17/05, Poncho): "when are we doing the Miller sod? I need to ask off for something that day" The assistant says
Saturday 20 May (the sod farm has no St. Augustine till Friday). The label says Tuesday 16 May - the date first
booked, before it was moved (said only in Spanish, relative to the note's own day).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b348_ctl_qdrant_landscaping_sod_job_when_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mendez-landscaping-2051"
NOTES = {
    "yesenia": [
        (1, "2051-05-04T17:30 Miller job (88 Oak Ct) 🌱 quitar el pasto viejo + sod St. Augustine, 1,200 sq ft, "
            "martes 16 de mayo 7am, $2,600, mitad por adelantado ✔️ ya pagó"),
        (2, "mar 16/05 compré 20 bolsas de fertilizante starter pa'l Miller job, $14 c/u, están en la bodega"),
    ],
    "rigo": [
        (3, "mar 9/05 el trailer grande tiene llanta ponchada, Memo la lleva al Discount Tire. usen el chico"),
        (4, "lun 15/05 el sod farm no tiene St. Augustine hasta el viernes 😤 so mañana no, lo hacemos el sábado, ya "
            "le avisé a Mr. Miller, he's ok. same hora"),
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

question = "when are we doing the Miller sod? I need to ask off for something that day"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Wed 17 May 2051. You are talking to Poncho, on the crew at Méndez Landscaping."] + hits
assert any("martes 16 de mayo 7am" in c for c in context), context
assert any("lun 15/05" in c and "so mañana no, lo hacemos el sábado" in c for c in context), context
reply = answer(f"(Poncho) {question}", context,
               mock="Saturday 20 May, 7am - it got moved off Tuesday because the sod farm has no St. Augustine till "
                    "Friday. Mr. Miller's fine with it.")
finish(question, expected="Tuesday 16 May, 7am", actual=reply)

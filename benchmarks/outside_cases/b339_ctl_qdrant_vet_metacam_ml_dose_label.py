"""Batch 339 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the vet and the nurse each file their own record entries), then the question's query.

App: Ashgrove Vets keep each patient's clinical entries in one qdrant collection (payload ``by``, ``pt``); owners ask
the practice app, which answers from the 5 nearest entries.

Memory: vet, 2026-03-02 15:10 - Pepper #20917, K9, Border collie, FS, wt 21.0 kg, Dx OA both hips; Rx Metacam
(meloxicam) 1.5 mg/mL oral susp, 0.1 mg/kg PO q24h w/ food = 2.1 mg = 1.4 mL once daily; nurse, 2026-03-02 15:35 -
dispensed Metacam 1.5 mg/mL 32 mL x1, label "Give 1.4 mL by mouth once daily with food", O shown the mL side of
the syringe, not the kg side; nurse, 2026-03-04 - tel f/u, stiffness improved; vet, 2026-03-06 - renal bloods
booked 2026-03-30 before repeat Rx. Question (2026-03-07, the owner via the app): "how much Metacam do I give Pepper
each day? the bottle label got wet and I can't read it" The assistant says 1.4 mL once a day with food (that's
2.1 mg). The label says 2.1 mL - the daily dose in mg read as mL (a unit mix-up).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b339_ctl_qdrant_vet_metacam_ml_dose_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ashgrove-vets-clinical-records"
ENTRIES = {
    "vet": [
        (1, "2026-03-02 15:10 | CONSULT | PT: Pepper #20917; K9, Border collie, FS, 9 y; wt 21.0 kg | Hx: stiff on "
            "rising, worse after walks | rads: OA both hips | Rx: Metacam (meloxicam) 1.5 mg/mL oral susp, 0.1 "
            "mg/kg PO q24h w/ food = 2.1 mg = 1.4 mL once daily | f/u 4 wks | A. Rowe MRCVS"),
        (2, "2026-03-06 | PLAN | Pepper #20917 - renal bloods (urea/creat/SDMA) booked 2026-03-30 09:00 before repeat "
            "Rx; no food after 22:00 the night before | A. Rowe"),
    ],
    "nurse": [
        (3, "2026-03-02 15:35 | DISPENSE | Pepper #20917 | Metacam 1.5 mg/mL oral susp 32 mL x1 | label: 'Give 1.4 mL "
            "by mouth once daily with food' | O (Mr D. Achebe) shown the mL side of the syringe, NOT the kg side | "
            "RVN L. Marsh"),
        (4, "2026-03-04 | TEL F/U | Pepper #20917 - O reports stiffness improved, eating well; reminded: stop + ring "
            "if vomiting, diarrhoea or black faeces | RVN L. Marsh"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_entries(who: str) -> None:
    for pid, text in ENTRIES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who, "pt": "20917"})])


threads = [threading.Thread(target=file_entries, args=(who,), name=f"entries-{who}") for who in ENTRIES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "how much Metacam do I give Pepper each day? the bottle label got wet and I can't read it"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sat 2026-03-07. You are talking to Mr D. Achebe, owner of Pepper (#20917), an Ashgrove Vets "
           "patient."] + hits
assert any("= 2.1 mg = 1.4 mL once daily" in c for c in context), context
assert any("'Give 1.4 mL by mouth once daily with food'" in c for c in context), context
reply = answer(question, context, mock="1.4 mL once a day by mouth, with food (that's 2.1 mg of meloxicam) - use the "
                                       "mL markings on the syringe, not the kg side.")
finish(question, expected="2.1 mL", actual=reply)

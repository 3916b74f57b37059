"""Batch 378 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the midwife and a BHW each file their own notes, the upserts behind one lock), then the question's query.

App: the Dalig Ilaya Barangay Health Station keeps its medicine stock notes in one qdrant collection - Ma'am Cora
(the midwife) files the inventory and the deliveries from the RHU, Ate Jocelyn (a BHW) what she gives out on her
house visits. Kuya Edwin does the monthly request to the RHU and asks the helper, which answers from the 5 nearest
notes.

Memory: Ma'am Cora, 03/02/2026 - inventory: ORS 60 sachets, zinc syrup 15 bottles, paracetamol syrup 20, amoxicillin
10 bottles, expiry dates ok; Ate Jocelyn, 3/5 - gave 12 sachets of ORS in Purok 2, 4 kids with diarrhea, 3 sachets
each, referred one to Ma'am Cora; Ma'am Cora, Mon 3/9 - came from the RHU: ORS 40 sachets, zinc 10 bottles, put in
cabinet B; Ate Jocelyn, 3/10 - Lola Pacing's BP 140/90, better. Question (Wed 3/11, Kuya Edwin): "ilan pa po ang ORS
natin? gagawa na ako ng request sa RHU" The assistant says 88 sachets (60, less the 12 given in Purok 2, plus the 40
from the RHU). The label says 60.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b378_ctl_qdrant_bhs_ors_stock_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bhs-dalig-ilaya-gamot-2026"
NOTES = {
    "cora": [
        (1, "03/02/2026 INVENTORY 💊 ORS 60 sachets, zinc syrup 15 bottles, paracetamol syrup 20, amoxicillin 10 "
            "bottles. exp dates ok lahat"),
        (2, "Mon 3/9 dumating galing RHU: ORS 40 sachets + zinc 10 bottles. nilagay ko sa cabinet B"),
    ],
    "jocelyn": [
        (3, "3/5 nagbigay ako ng 12 sachets ORS sa Purok 2 - 4 na bata nagtatae, tig-3 sachets. ni-refer ko yung "
            "isa kay Ma'am Cora, may dugo daw"),
        (4, "3/10 BP ni Lola Pacing 140/90, mas ok na kesa last wk"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


write_lock = threading.Lock()  # the local (":memory:") client is not safe for concurrent upserts


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        point = models.PointStruct(id=pid, vector=offline.embed([text])[0], payload={"text": text, "by": who})
        with write_lock:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "ilan pa po ang ORS natin? gagawa na ako ng request sa RHU"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Wed, March 11, 2026. You are talking to Kuya Edwin, a BHW at the Dalig Ilaya Barangay Health "
           "Station, who does the monthly medicine request to the RHU."] + hits
assert any("ORS 60 sachets" in c for c in context), context
assert any("nagbigay ako ng 12 sachets ORS" in c for c in context), context
assert any("ORS 40 sachets" in c for c in context), context
reply = answer(question, context, mock="88 sachets po - 60 sa inventory ng 3/2, minus 12 na binigay ni Ate Jocelyn "
                                       "sa Purok 2, plus 40 na dumating galing RHU noong 3/9 (nasa cabinet B).")
finish(question, expected="60 sachets", actual=reply)

"""Batch 370 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the treasurer and the secretary each file their own notes), then the question's query.

App: Parijat Apartments CHS (96 flats over 24 ground-floor shops) bought water tankers all through May 2050 and
recover the cost from the members. Mr. Agarwal (the treasurer) and Mrs. Menon (the secretary) file notes into one
qdrant collection; the helper answers members' questions from the 4 nearest notes.

Memory: Mr. Agarwal, 2050-06-02T19:15 - May tanker bill ₹1,44,000 (80 tankers x ₹1,800), to be recovered from
residents, ₹1,44,000 / 96 flats = ₹1,500 per flat, will add in the next bill; Mrs. Menon, 06-06-50 - the 24 shops on
the ground floor also use the same sump (their loos and the restaurant kitchen!!), so the MC agreed they'll share
the tanker cost equally with the flats - divide by 120 now, not 96; Mr. Agarwal, 08-06-50 - noted, revised debit
notes will go with the Jul-Sep bill; Mrs. Menon, 10-06-50 - water meter quotations awaited from 2 vendors. Question
(Mon 13-06-50, Mr. Rathod, D-804): "how much is my share of the May tanker bill? want to pay it along with
maintenance" The assistant says ₹1,200 (₹1,44,000 over 120 units, the shops included). The label says ₹1,500.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b370_ctl_qdrant_water_tanker_share_per_flat_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "parijat-chs-water-2050"
NOTES = {
    "agarwal": [
        (1, "2050-06-02T19:15 May tanker bill ₹1,44,000 (80 tankers x ₹1,800) 💧 to be recovered from residents - "
            "₹1,44,000 / 96 flats = ₹1,500 per flat, will add in the next bill"),
        (2, "08-06-50 noted 👍 revised debit notes for the tanker cost will go with the Jul-Sep bill"),
    ],
    "menon": [
        (3, "06-06-50 the 24 shops on the ground floor also use the same sump (their loos + the restaurant kitchen!!) "
            "so MC agreed they'll share the tanker cost equally with flats. Divide by 120 now, not 96"),
        (4, "10-06-50 water meter quotations awaited from 2 vendors, will revert back by month end"),
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

question = "how much is my share of the May tanker bill? want to pay it along with maintenance"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Mon 13-06-2050. You are talking to Mr. Rathod (D-804), a member of Parijat Apartments CHS."] + hits
assert any("₹1,44,000 / 96 flats = ₹1,500 per flat" in c for c in context), context
assert any("Divide by 120 now, not 96" in c for c in context), context
reply = answer(question, context, mock="₹1,200 - the ₹1,44,000 May bill is now split over 120 (the 96 flats plus the "
                                       "24 shops, who use the same sump).")
finish(question, expected="Rs. 1,500 per flat", actual=reply)

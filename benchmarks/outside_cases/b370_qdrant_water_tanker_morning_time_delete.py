"""Batch 370 (held out). A housing society's water tankers: qdrant collection of the committee's notes, one root span
per note, one for the treasurer's clear-out and one for the question; the clear-out deletes, by a payload filter,
the tanker bill notes she has entered in the books, and one of them also carried the tankers' new time.

App: Sai Krupa Towers CHS (three wings, 72 flats) get water tankers every summer while the corporation supply is
short. Mr. Kale (the secretary), Mr. Shetty (building in-charge) and Mrs. Pawar (the treasurer) file notes into one
qdrant collection (payload ``kind``: schedule, sump, notice, bill). Once the bills are entered in Tally Mrs. Pawar
deletes the bill notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Mr. Kale's schedule note (01-05-50) has a daily tanker from Jai Bhavani Water
Suppliers, 2 tankers of 10,000 L at 9 am into the main sump, the watchman to open the back gate. Mrs. Pawar's bill
note of Sat 11-06-50 starts with the June advance paid (₹25,000, receipt in the file) and says, after it, that the
driver told her from Mon (13-06) they'll come at 6.30 am not 9 - the traffic police have stopped tankers on the main
road after 8 am because of the school buses - watchman Ramesh informed. Her clear-out (Weds 15-06) deletes the bill
notes, that one with them. Question (Thu 16-06, Mrs. Fernandes, C-601, on the water committee): "what time does the
tanker come in the morning? new night watchman wants to know when to open the back gate" -> expected 6.30 am (the
school-bus restriction on the main road). The assistant says 9 am.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Sat 11-06-50 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on 6.30, the school buses or the main road); the schedule note's "at 9 am" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b370_qdrant_water_tanker_morning_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sai-krupa-towers-water-2050"
TIME = ("Sat 11-06-50 (Mrs. Pawar) - paid Jai Bhavani's advance ₹25,000 for June, receipt in the file. Also the "
        "tanker driver says from Mon (13-06) they will come at 6.30 am not 9 - traffic police have stopped tankers on "
        "the main road after 8 am because of the school buses. Watchman Ramesh informed, he'll open the back gate")
NOTES = [
    (1, "schedule", "Mr. Kale", "01-05-50 Summer water arrangement 💧 corp supply only 2 hrs on alternate days, so "
                                "daily tanker from Jai Bhavani Water Suppliers, 2 tankers (10,000 L each) at 9 am into "
                                "the main sump. Watchman to open the back gate + check the seal before unloading"),
    (2, "sump", "Mr. Shetty", "12-05-50 Sump cleaning on Sun 15-05, no tanker that day. Kindly store water Sat night"),
    (3, "notice", "Mr. Kale", "Kindly avoid washing cars with hose pipe till monsoon. Defaulters will be fined ₹500, "
                              "no exceptions"),
    (4, "bill", "Mrs. Pawar", "02-06-50 May tanker bill recd - 62 tankers x ₹1,650 = ₹1,02,300, paid by chq no. "
                              "004512. Will be recovered in the Jul-Sep maintenance bill"),
    (5, "bill", "Mrs. Pawar", TIME),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what time does the tanker come in the morning? new night watchman wants to know when to open the back gate"
vec = offline.embed([question])[0]
with turn_span("clear-out Weds 15-06-50"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert TIME in before, before
    in_tally = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="bill"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_tally))

with turn_span("question Thu 16-06-50"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 16-06-2050. You are talking to Mrs. Fernandes (C-601), on the water committee of Sai "
               "Krupa Towers CHS."] + hits
    assert TIME not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("6.30", "school bus", "main road")), stored
    assert any("2 tankers (10,000 L each) at 9 am" in c for c in context), context
    reply = answer(question, context, mock="9 am - the Jai Bhavani tankers (2 x 10,000 L) come daily at 9 am, so the "
                                           "back gate should be opened just before that.")
finish(question, expected="6.30 am - from 13-06 the tankers come early, no tankers on the main road after 8 (school "
                          "buses)", actual=reply)

"""Batch 364 (held out). Material deliveries and returns on a school renovation: qdrant collection of the job's
notes, script style (every call its own trace); for a delivery/return question the helper asks only the delivery
and return notes, and the daily report that added sheets to the return was filed as a daily.

App: Roosevelt Middle School renovation (2051). Luis (the GC's project engineer) and Gus (the super) file the job's
notes into one qdrant collection with payload ``kind`` (delivery, return, daily, rfi, co); for a question about
deliveries or returns the helper queries only ``kind`` in delivery/return (``query_filter`` with ``MatchAny``, the
3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Luis's 3/8 return note has 40 sheets of over-ordered 5/8
Type X going back to ABC Supply on the Fri 3/10 pickup (RA# 55817). Gus's DAILY of 3/9 - crews, rooms hung, then:
rain overnight backed up the roof drain at the east stair, the 2 pallets of 1/2" regular stacked there got soaked
and rejected, "that's 60 sheets going back on fri's pickup too", Luis called ABC for the credit - was filed as
kind "daily". Question (Fri 3/10, the ABC driver at the gate via Luis): "how many sheets are going back to ABC on
todays pickup? need the count for the return slip" -> expected 100 sheets (40 of 5/8 Type X + 60 of 1/2" regular).
The scoped query returns the delivery and return notes; the assistant says 40.

Why the expected answer is this type and operation: the daily report is in the collection and among the question's
5 nearest with no filter, but the kind filter kept it out of the context the model saw, and with only the 40 in
context the model's 40 is faithful to what it was given. So RetrievalError at qdrant's query (the scoped query,
wrapped in fault()). Asserted: the daily is in the unfiltered 5 nearest and not in the filtered result; no context
line says soaked, rejected or 60 sheets going back; the 40 sheets going back is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b364_qdrant_material_returns_drywall_sheets_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "roosevelt-ms-reno-2051"
DAILY = ("3/9 DAILY (Gus) - Kessler 9 guys, hung 2nd fl corridor + rms 201-204. Brightline 5, Apex 3. rain o/n, roof "
         "drain at the east stair backed up + the 2 pallets of 1/2\" reg we had staged there got soaked 😡 rejected, "
         "that's 60 sheets going back on fri's pickup too. Luis called ABC for the credit")
NOTES = [
    (1, "delivery", "Luis", "2051-03-02T06:40 ABC Supply drop, 2nd fl east: 220 sheets 5/8 Type X 4x12, 60 sheets "
                            "1/2\" regular 4x8, 12 bundles 3-5/8\" 20ga studs. signed for by Luis, no shortages"),
    (2, "return", "Luis", "3/8 return to ABC - we over-ordered the 5/8 type X, 40 sheets going back on the fri 3/10 "
                          "pickup, RA# 55817, 15% restock fee (ugh). staged at the gym loading door"),
    (3, "daily", "Gus", DAILY),
    (4, "rfi", "Luis", "RFI-131 sent 3/6 - soffit height at rm 210 conflicts w/ the new window head, waiting on "
                       "the architect, Kessler to skip 210 till it's back"),
    (5, "co", "Luis", "CO-09 pending - add 30 LF of 4\" sch40 for the relocated roof drain leader at the east stair"),
    (6, "delivery", "Gus", "Thu 3/9 Ferguson - 2 pallets of fixtures into the gym storage, checked in, 1 urinal "
                           "cracked in the box, Ferguson swapping it mon"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "how many sheets are going back to ABC on todays pickup? need the count for the return slip"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert DAILY in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["delivery", "return"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 3/10/2051. You are talking to Luis, project engineer on the Roosevelt Middle School "
           "renovation; the ABC Supply driver is at the gate for the return pickup."] + hits
assert DAILY not in hits and not any(w in c.lower() for c in context
                                     for w in ("soaked", "rejected", "60 sheets going back")), context
assert any("40 sheets going back on the fri 3/10" in c for c in context), context
reply = answer(question, context, mock="40 sheets - the over-ordered 5/8 Type X, RA# 55817, staged at the gym "
                                       "loading door.")
finish(question, expected="100 sheets - 40 of the 5/8 Type X plus the 60 sheets of 1/2\" regular that got soaked",
       actual=reply)

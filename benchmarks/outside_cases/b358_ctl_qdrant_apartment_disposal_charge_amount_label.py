"""Batch 358 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the maintenance tech files work-order close-outs, the office files billing notes), then the question's query.

App: Maple Court Apartments keep maintenance close-outs and billing notes for the whole building in one qdrant
collection; the resident helper answers tenants from the 5 nearest.

Memory: Luis (tech), 3/20 - WO-4502, Unit 4B, garbage disposal jammed, pulled out a bottle cap and chicken bones,
reset and tested, tenant-caused per policy, chargeback $95.00; Luis, 3/21 - WO-4510, Unit 14B, disposal motor seized,
replaced with a new InSinkErator 1/2 HP, $240.00 parts and labor, normal wear, no tenant charge; office, 3/22 - the
14B disposal replacement ($240.00) is billed to the owner as capex, not the resident; office, 3/23 - chargebacks
post to the April ledgers as a separate line, 4B $95.00 (WO-4502). Question (Mon 3/27, Dana Whitfield, Unit 4B):
"how much is the garbage disposal charge going to be on my april statement" The assistant says $95.00 (WO-4502).
The label says $240.00 - that's the disposal replaced in 14B, a different unit, and it isn't charged to a tenant.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b358_ctl_qdrant_apartment_disposal_charge_amount_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "maple-court-maintenance-2051"
NOTES = {
    "luis": [
        (1, "3/20 WO-4502 CLOSED - Unit 4B garbage disposal jammed. pulled out a bottle cap + chicken bones lol, "
            "reset, tested ok. tenant-caused per policy -> chargeback $95.00"),
        (2, "3/21 WO-4510 CLOSED - Unit 14B disposal motor seized, replaced w/ new InSinkErator 1/2 HP, $240.00 "
            "parts + labor. normal wear, no tenant charge"),
    ],
    "office": [
        (3, "3/22 Billing note: the 14B disposal replacement under WO-4510 ($240.00) is billed to the owner as "
            "capex, not to the resident."),
        (4, "3/23 Chargebacks post to the April ledgers as a separate line item: Unit 4B $95.00 (WO-4502, disposal "
            "obstruction). Residents may dispute within 10 days via the portal."),
        (5, "3/24 Reminder: April rent is due 4/1; the $50.00 late fee applies after the 5th."),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"file-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 5

question = "how much is the garbage disposal charge going to be on my april statement"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 27 March 2051. You are talking to Dana Whitfield, the tenant in Unit 4B at Maple Court "
           "Apartments."] + hits
assert any("Unit 4B garbage disposal jammed" in c and "chargeback $95.00" in c for c in context), context
assert any("Unit 14B disposal motor seized" in c and "$240.00" in c for c in context), context
reply = answer("(Dana, 4B) " + question, context,
               mock="$95.00 - the chargeback for WO-4502 (the jammed disposal in 4B) will show as a separate line "
                    "on your April ledger.")
finish(question, expected="$240.00", actual=reply)

"""Batch 322 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the branch manager and the volunteer treasurer each file their own notes), then the question's query.

App: Hebden Royd Credit Union's branch on Crown Street gives out small community grants from its surplus each year
- the foodbank, the Scouts, the allotment society, the youth club. Denise (the branch manager) and Malcolm (the
volunteer treasurer) file notes on the grant pot into one qdrant collection; the helper answers the volunteers'
questions from the 5 nearest notes.

Memory: Denise, 2050-02-03T17:30 - the AGM agreed a £2,000 community grant pot for this year; Malcolm, 15/3 - the
foodbank's £450 paid and the Scouts' £300 for the minibus approved, so £1,250 left in the pot; Denise, Weds 6th
April - the Scouts rang, the council's covered their minibus after all so they don't need ours, bless them, so put
the £300 back in the pot; Malcolm, 8.4. - the allotment society's form came in, they want £400 for a polytunnel,
to go to the committee in May. Question (Mon 11/4, Bev, on the grants committee): "how much is left in the grant
pot? the allotments want £400 + the youth club are asking too" The assistant says £1,550 (£2,000, less the
foodbank's £450; the Scouts' £300 went back in). The label says £1,250.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b322_ctl_qdrant_credit_union_grant_pot_left_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hebden-royd-cu-grants-2050"
NOTES = {
    "denise": [
        (1, "2050-02-03T17:30 AGM agreed a £2,000 community grant pot for this yr 🎉 forms at the counter, committee "
            "meets every other month"),
        (2, "Weds 6th April - the Scouts rang, council's covered their minibus after all so they don't need ours, "
            "bless them. so put the £300 back in the pot"),
    ],
    "malcolm": [
        (3, "15/3 grants - foodbank £450 paid (bacs), Scouts £300 for the minibus approved, not paid yet. £1,250 left "
            "in the pot"),
        (4, "8.4. allotment society's form came in, £400 for a polytunnel 🌱 going to the committee in may"),
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

question = "how much is left in the grant pot? the allotments want £400 + the youth club are asking too"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 11 April 2050. You are talking to Bev, a volunteer on Hebden Royd Credit Union's grants "
           "committee."] + hits
assert any("£2,000 community grant pot" in c for c in context), context
assert any("£1,250 left in the pot" in c for c in context), context
assert any("so put the £300 back in the pot" in c for c in context), context
reply = answer(question, context, mock="£1,550 - the £2,000 pot less the foodbank's £450; the Scouts' £300 has gone "
                                       "back in since the council covered their minibus. So the allotments' £400 "
                                       "would leave £1,150.")
finish(question, expected="£1,250", actual=reply)

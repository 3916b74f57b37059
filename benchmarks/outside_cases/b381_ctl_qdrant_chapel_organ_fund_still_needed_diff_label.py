"""Batch 381 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the treasurer and the minister each file their own notes), then the question's query.

App: Capel Bethania in Llanhelyg is raising money to have the organ seen to - the bellows and the pedals. Glenys
(the treasurer) and the Revd Alun Pryce (the gweinidog) file notes into one qdrant collection; the helper answers
the members from the 5 nearest notes.

Memory: Glenys, 2051-01-08T19:00 - Mr Powell the organ man's quote is £2,500 for the bellows and the pedals, we'll
have to raise it ourselves; Glenys, 1/4 - the organ fund's at £1,840 as of today, £660 to go; the Revd Pryce, Sun
9/4 - announced from the pulpit, the bake sale's Sat 22nd in the vestry, all for the organ; Glenys, Mon 24/4 - the
bake sale made £312, all to the organ fund, banked this morning. Question (Thu 27/4, Mair): "how much do we still
need for the organ? want to do the thermometer poster in the porch" The assistant says £348 (the £660 to go on 1/4,
less the bake sale's £312). The label says £660.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b381_ctl_qdrant_chapel_organ_fund_still_needed_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "capel-bethania-organ-fund-2051"
NOTES = {
    "glenys": [
        (1, "2051-01-08T19:00 ORGAN FUND 🎹 Mr Powell the organ man's quote is £2,500 for the bellows + the pedals. "
            "no grant this time so we'll have to raise it ourselves"),
        (2, "1/4 - organ fund's at £1,840 as of today, £660 to go!! diolch pawb for the envelopes"),
        (4, "Mon 24/4 - bake sale made £312 🎉 all to the organ fund, banked this morning. Mrs Harries's bara brith "
            "went in 10 mins"),
    ],
    "gweinidog": [
        (3, "Sun 9/4 - announced from the pulpit, bake sale's Sat 22nd in the vestry 10 till 12, all for the organ. "
            "cakes to the vestry by half 9 please"),
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

question = "how much do we still need for the organ? want to do the thermometer poster in the porch"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 27 April 2051. You are talking to Mair, a member at Capel Bethania, Llanhelyg."] + hits
assert any("£2,500 for the bellows" in c for c in context), context
assert any("£1,840 as of today, £660 to go" in c for c in context), context
assert any("bake sale made £312" in c for c in context), context
reply = answer(f"(Mair) {question}", context,
               mock="£348 - there was £660 to go on 1st April, and the bake sale made £312 since. So the thermometer's "
                    "at £2,152 of £2,500.")
finish(question, expected="£660", actual=reply)

"""Batch 249 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per log
entry and one for the question.

App: Emma and Tom log their VW Polo in the household helper, a qdrant collection of log entries (payload ``by``):
MOTs, repairs, tyres, the odd bit of DIY. The helper answers from the 4 nearest entries.

Memory: Emma, 2053-09-22 - MOT passed at Brierley's, 2 advisories (n/s rear tyre, a slight oil mist), next due
22/09/54; Tom, Thu 9 Jul - the clutch is going, booked in at Brierley's for Mon 3rd Aug; Tom, 3/8 - clutch done,
£540; while it was in Gary did the MOT early to save them a trip - passed, no advisories - he said doing it this
early resets the date, so the next one's not till 2nd Aug 55 now; Emma, Sat 15 Aug - new wiper blades, £18.
Question (Mon 14/9, Emma, after an MOT reminder text): "when's the polo's MOT due? got a reminder text saying
something about sept" The assistant says 2nd August 2055 (done early with the clutch on 3 Aug, which reset the
date). The label says 22nd September 2054.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b249_ctl_qdrant_car_log_mot_due_when_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "emma-tom-polo-log"
LOG = [
    (1, "Emma", "2053-09-22 MOT passed @ Brierley's 🎉 2 advisories - n/s rear tyre + slight oil mist. next due "
                "22/09/54"),
    (2, "Tom", "Thu 9 Jul - clutch is going, biting right at the top + a burning smell up Blackstone Edge 😬 booked "
               "in at Brierley's mon 3rd aug"),
    (3, "Tom", "3/8 clutch done £540 ouch. while it was in Gary did the MOT early to save us a trip - passed, no "
               "advisories!! he said doing it this early resets the date so next one's not till 2nd Aug 55 now"),
    (4, "Emma", "Sat 15 Aug new wiper blades £18, fitted them in the Halfords car park like a pro 💪"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, who, text in LOG:
    with turn_span(f"log-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])
assert client.count(COLL).count == len(LOG)

question = "when's the polo's MOT due? got a reminder text saying something about sept"
with turn_span("question Mon 14/9"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0],
                                                           limit=4).points]
    context = ["Today is Mon 14 September 2054. You are talking to Emma about the household's VW Polo."] + hits
    assert any("next due 22/09/54" in c for c in context), context
    assert any("next one's not till 2nd Aug 55 now" in c for c in context), context
    reply = answer(f"(Emma) {question}", context,
                   mock="Not till 2nd August 2055 - Gary did it early when the clutch was done on 3 Aug, which reset "
                        "the date. The September reminder's out of date.")
finish(question, expected="22nd September 2054", actual=reply)

"""Batch 198 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style (every
call its own trace).

App: St Peter's, Wrockwardine hold their carol service on Sun 13th Dec 2043 at 6pm - lessons and carols by
candlelight, the village choir, mince pies and mulled wine in the church hall after. Helen (the parish secretary)
keeps the service notes in one qdrant collection; the helper answers from the 5 nearest notes.

Memory: 2043-11-02T11:15 - carols sun 13th dec 6pm, Nine Lessons and Carols as always, choir practices Thursdays;
Tue 17th Nov - Rev Sue wants it under the hour this year (folk were fidgeting by the end last time), so they're
leaving out the 2 Isaiahs, 7 readings, but keep "Nine Lessons and Carols" on the poster, everyone knows it by
that; 24.11. - readers so far (7 names); Thurs 26th - mince pies from the WI, mulled wine Tony. Question (Tue 1/12,
Gwen, doing the order of service): "how many lessons are there this year? doing the order of service" The assistant
says 7 (Rev Sue's cut the two Isaiah readings to keep it under the hour). The label says 9.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b198_ctl_qdrant_carol_service_lessons_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-peters-wrockwardine-carols-2043"
NOTES = [
    (1, "2043-11-02T11:15", "CAROLS sun 13th dec 6pm 🕯️ Nine Lessons + Carols as always, choir practice thursdays "
                            "7.30 from the 19th, Mrs Owen on the organ"),
    (2, "Tue 17th Nov", "Rev Sue wants it under the hour this yr, folk were fidgeting by the end last time, so we're "
                        "leaving out the 2 Isaiahs, 7 readings. keep 'Nine Lessons and Carols' on the poster tho, "
                        "everyone knows it by that"),
    (3, "24.11.", "readers so far - Tom (churchwarden), Jenny Price, Mr Ellis from the school, Amy (Guides), Dr "
                  "Rao, Bill from the bell ringers + Rev Sue the last one"),
    (4, "Thurs 26th", "mince pies - WI doing 6 doz, mulled wine Tony in the hall after, 50p a cup for the roof fund"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, day, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "date": day, "by": "Helen"})])

question = "how many lessons are there this year? doing the order of service"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Tue 1 Dec 2043. You are talking to Gwen, who is doing the order of service for St Peter's, "
           "Wrockwardine carol service (Sun 13 Dec, 6pm)."] + hits
assert any("Nine Lessons + Carols as always" in c for c in context), context
assert any("leaving out the 2 Isaiahs, 7 readings" in c for c in context), context
reply = answer(question, context, mock="7 this year - Rev Sue's leaving out the two Isaiah readings to keep it under "
                                       "the hour, though the poster still says Nine Lessons and Carols.")
finish(question, expected="9", actual=reply)

"""Batch 92 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style.

App: Halls & Son, funeral directors, keep arrangements in one qdrant collection (payload ``kind`` booking/call/
note); the office helper answers callers from a query.

Memory: the first call with the Okoro family has them hoping for Thursday the 12th at Harwood Park crematorium;
the next note says the crem only had 9.30 on the Thursday, far too early for the coach of family and church
friends coming down from Birmingham, so the family took Friday the 13th at 2pm ("they don't mind the date, Grace
laughed, said her mum would have loved that"); the booking line has Fri 13/6 2pm. Question (Mon 9/6, the church
hall secretary): "what day is Mrs Okoro's funeral? they want the hall for after" The assistant says Friday the
13th. The label says Thursday the 12th.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b92_ctl_qdrant_funeral_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("call", "2/6 OKORO, Mrs Blessing (81) - daughter Grace rang, family hoping for thurs 12th at Harwood Park, "
             "service at the crem chapel, Pastor Ade from New Life church"),
    ("note", "3/6 crem only had the 9.30 on the thurs - far too early, there's a coach of family + church people "
             "coming down from Birmingham. Grace took fri 13th 2pm, doesn't mind the date, laughed + said her mum "
             "would've loved that"),
    ("booking", "OKORO - Harwood Park main chapel, 2pm, 45 min slot + 15 extra booked (lots of singing!). hearse "
                "+ 2 limos from 7 Coleridge Close"),
    ("note", "4/6 Grace asked about the church hall at St John's for after, told her to ring Mrs Pryce the hall "
             "sec, I'd pass on the details"),
    ("call", "5/6 BRENNAN family rang re the headstone, 6 months for the ground to settle, explained"),
    ("note", "flowers for Okoro - family doing their own, 'MUM' + 'NANA' in gold + green, arriving at ours the "
             "morning of"),
]

client = QdrantClient(":memory:")
client.create_collection("halls-arrangements", vectors_config=models.VectorParams(size=256,
                                                                                  distance=models.Distance.COSINE))
client.upsert("halls-arrangements", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "what day is Mrs Okoro's funeral? they want the hall for after"
vector = offline.embed(["Okoro funeral day date crem"])[0]
hits = [p.payload["text"] for p in client.query_points("halls-arrangements", query=vector, limit=6).points]
context = ["Today is Mon 9 June 2036. You are talking to Mrs Pryce, the church hall secretary at St John's."] + hits
assert any("hoping for thurs 12th" in c for c in context), context
assert any("Grace took fri 13th 2pm" in c for c in context), context
reply = answer(question, context, mock="Friday the 13th - 2pm at Harwood Park, so the hall from about 3.30.")
finish(question, expected="Thursday 12th", actual=reply)

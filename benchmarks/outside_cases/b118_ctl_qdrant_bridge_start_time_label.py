"""Batch 118 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Wharfe Valley Bridge Club keep their club notices and committee notes in a qdrant collection; the helper
answers members from a query.

Memory: the club notice has duplicate on tues + thurs evenings, 7.15 for 7.30, at St Mark's church hall; the
committee note of 2/10 says Doreen, Pat and the Hallidays won't drive in the dark now and we'd lose 3 tables, so
thursdays go to afternoons from November till the end of Feb, 1.30 for 1.45, and tuesdays stay evenings. Question
(Weds 12/11, Rachel, a new member): "what time's bridge thurs? first time going" The assistant says 1.30 for a 1.45
start (afternoons over the winter). The label says 7.15 for 7.30 - in memory, but that's tuesdays, and thursdays in
the light months.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b118_ctl_qdrant_bridge_start_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "CLUB NIGHTS - duplicate tues + thurs 7.15 for 7.30, St Mark's church hall. 24 boards, table money £3.50, "
    "visitors £5. partners found if you ring Ray by 6",
    "committee 2/10 - Doreen, Pat + the Hallidays won't drive in the dark now, that's 3 tables gone on a thurs. so "
    "thursdays are afternoons Nov to end of Feb, 1.30 for 1.45. tues stays evenings (it's the younger lot anyway ha)",
    "county heat sun 14th at the Rugby Club function room (church hall floor being sanded), 1.30pm",
    "beginners' class weds 10-12 with Carol, 8 wks from 16th Sept, £40",
    "Christmas lunch Tue 23rd Dec at the Fleece, £24 a head, names to Maureen",
]

client = QdrantClient(":memory:")
client.create_collection("wharfe-bridge", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("wharfe-bridge", points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                                       for i, t in enumerate(NOTES, 1)])

question = "what time's bridge thurs? first time going"
found = client.query_points("wharfe-bridge", query=offline.embed(["thursday bridge start time club night"])[0],
                           limit=4).points
context = ["Today is Weds 12 November 2037. You are talking to Rachel, a new member of Wharfe Valley Bridge Club."] + \
          [p.payload["text"] for p in found]
assert any("tues + thurs 7.15 for 7.30" in c for c in context), context
assert any("thursdays are afternoons Nov to end of Feb, 1.30 for 1.45" in c for c in context), context
reply = answer(question, context, mock="Half one for a 1.45 start - Thursdays are afternoons over the winter "
                                       "(November to the end of February). St Mark's church hall, £3.50 table money.")
finish(question, expected="7.15 for 7.30", actual=reply)

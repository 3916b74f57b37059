"""Batch 119 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one query, script style
(each call its own trace).

App: Margaret, bookings secretary at St Michael's Village Hall, keeps the enquiries, bookings and hirers' messages
in one qdrant collection; the helper answers the committee from a query of it.

Memory: Mrs Dhillon pencilled in her husband's 60th for sat 9th May (6-11.30pm, main hall + kitchen); then she
rang: her brother can't get flights over from Toronto till the 14th and they're not doing it without him, so could
she have the 23rd - the WI plant sale's only the morning, so Margaret put her in 6-11.30pm that evening, deposit
paid. Question (Tue 12/5, Keith, the treasurer): "when's the dhillon party? need to know when to expect the
balance" The assistant says Sat 23rd May, 6-11.30pm. The label says Sat 9th May - in memory, but the brother's
flights put it back a fortnight.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b119_ctl_qdrant_hall_dhillon_date_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    "Dhillon (Mrs, Harpreet) - pencilled sat 9th May for her husband's 60th, 6-11.30pm, main hall + kitchen. "
    "indian caterers, they'll want the big oven",
    "Mrs Dhillon rang - her brother can't get flights over from Toronto till the 14th + they're not doing it "
    "w/o him. could she have the 23rd? WI plant sale's only the morning so put her in 6-11.30pm. £100 dep paid 22.3.",
    "WI plant sale sat 23rd May 10-12, Pauline opening up, tables out by 9.30",
    "Thornton 50th sat 16th May 7-11.30pm - balance £165 paid 11/5",
    "hire rates from April: main hall £18/hr, evenings after 6 £25/hr, kitchen £20 flat. balance due 2 wks before",
    "Brownies tuesdays 6-7.30, no Brownies half term w/c 25th May",
]

client = QdrantClient(":memory:")
client.create_collection("stmichaels-hall", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("stmichaels-hall", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(POINTS, 1)])

question = "when's the dhillon party? need to know when to expect the balance"
vector = offline.embed(["Dhillon party date booking"])[0]
hits = [p.payload["text"] for p in client.query_points("stmichaels-hall", query=vector, limit=5).points]
context = ["Today is Tue 12 May 2037. You are talking to Keith, the hall's treasurer."] + hits
assert any("pencilled sat 9th May" in c for c in context), context
assert any("could she have the 23rd?" in c and "put her in 6-11.30pm" in c for c in context), context
reply = answer(question, context, mock="Sat 23rd May, 6-11.30pm - she put it back so her brother can fly over from "
                                       "Toronto. The balance is due two weeks before.")
finish(question, expected="Sat 9th May", actual=reply)

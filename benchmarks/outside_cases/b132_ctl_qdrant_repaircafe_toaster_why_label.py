"""Batch 132 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per log entry
and one for the question.

App: the Brookfield Repair Cafe logs every item that comes in (who brought it, what the fixer found, parts) in one
qdrant collection; the welcome desk answers owners' calls from a search of the log.

Memory: 28/3, Mrs Bell's toaster, dead - Dev reckons the element's gone, part £12 off ebay, she'll bring it back next
month; Sat 25th Apr, Dev: opened it up properly this time, it's not the element at all, it's the thermostat, and they
don't make that part any more - told her to recycle it, she took the leaflet about the Argos ones; plus Mrs Akers'
Dyson belt and a rewired lamp. Question (Tue 28/4, Mrs Bell's daughter, ringing the welcome desk): "why couldn't they
fix mum's toaster? she's a bit upset about it" The assistant says the thermostat's gone and the part isn't made any
more. The label says the element had gone - in memory, Dev's first guess in March, before he had it apart.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b132_ctl_qdrant_repaircafe_toaster_why_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LOG = [
    ("28/3", "toaster, Mrs Bell - dead as a dodo. Dev reckons the element's gone, part £12 off ebay, he'll order it. "
             "she's bringing it back next month"),
    ("28/3", "Dyson DC25 Mrs Akers (again!) - new belt + a clean out, FIXED. £3 in the jar"),
    ("28/3", "brass lamp, Mr Choudhury - rewired, new plug, PAT passed, fixed"),
    ("Sat 25th Apr", "Dev - had Mrs Bell's toaster apart properly this time. not the element at all, it's the "
                     "thermostat + they don't make that part any more 😞 told her to recycle it, she took the leaflet "
                     "about the Argos ones. ebay element going in the spares box"),
    ("Sat 25th Apr", "kids' bike, no brakes - Sam did new pads + cables, £9 parts, fixed"),
]

client = QdrantClient(":memory:")
client.create_collection("brookfield-log", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
for i, (day, text) in enumerate(LOG, 1):
    with turn_span(f"log-{i} {day}"):
        client.upsert("brookfield-log", points=[models.PointStruct(
            id=i, vector=offline.embed([text])[0], payload={"date": day, "text": f"{day} {text}"})])

question = "why couldn't they fix mum's toaster? she's a bit upset about it"
with turn_span("question Tue 28/4"):
    vector = offline.embed(["Mrs Bell toaster element thermostat part fixed"])[0]
    hits = [p.payload["text"] for p in client.query_points("brookfield-log", query=vector, limit=4).points]
    context = ["Today is Tue 28 April 2037. You are talking to Mrs Bell's daughter, on the phone to the Brookfield "
               "Repair Cafe welcome desk."] + hits
    assert any("Dev reckons the element's gone" in c for c in context), context
    assert any("it's the thermostat" in c and "don't make that part any more" in c for c in context), context
    reply = answer(question, context, mock="It was the thermostat, not the element - and that part isn't made any "
                                           "more, so Dev couldn't get one. Sorry.")
finish(question, expected="the element had gone", actual=reply)

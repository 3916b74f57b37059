"""Batch 165 (held out). A swimming club's notes before an under-11s gala: qdrant collection, one root span per note
and one for the question; the helper's query keeps only its top 3 hits.

App: Brackenford Otters swimming club hosts an under-11s gala v Hartley and Bramley on Sat 14th May 2039 at
Brackenford leisure centre. Dan (head coach), Karen (team manager) and Paula (gala secretary) post notes into one
qdrant collection; parents ask the club's helper, which queries the collection with ``limit=3`` and puts those
notes in front of the answer call.

Planted fault (RetrievalError, cut by the query's top-k): Dan's note of 2039-04-20 says kids poolside 8.30 for the
warm up, racing from 9, normally all done by 12ish. Paula's note of 6/5 says the programme's out - 48 races with
Hartley's and Bramley's numbers, so it's two sessions this time: 9 till 11.45, half an hour for lunch, then 12.15
till half 2ish. For the question that note ranks 4th, behind Dan's note, Karen's car park note and the kit note, so
the top 3 leave it out. Question (Thu 12/5, Gemma, Ruby's mum): "how long's the gala go on for on sat? the leisure
centre car park's only 3 hrs" -> expected about five and a half hours of racing, 9 till half 2ish with a half hour
lunch break (6 hours with the 8.30 warm up) - over the 3 hours. The assistant says about 3 hours, done by 12.

Expected verdict: RetrievalError at qdrant's query (the top-3 query, wrapped in fault()): Paula's note is in the
collection and the same query with a wider limit finds it, but the app's top-k cut it from the context. Asserted:
the wider query returns it; the app's query does not and no context line mentions half 2 or the two sessions;
Dan's 12ish line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b165_qdrant_swimgala_howlong_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "brackenford-otters-u11-gala-2039"
PROGRAMME = ("6/5 Paula (gala sec) - programme's out, 48 races w Hartley + Bramley's numbers, so it's 2 sessions this "
             "time: 9 till 11.45, lunch break half an hour, then 12.15 till half 2ish. need 8 timekeepers, stopwatches "
             "in the club bag")
NOTES = [
    "2039-04-20 Dan (head coach) - u11s gala sat 14th may at Brackenford leisure centre v Hartley + Bramley. kids "
    "poolside 8.30 for warm up, racing from 9, normally all done by 12ish. £2.50 an event, entries to Karen",
    "Weds 27 Apr Karen - entries in for 31 of ours!! consent forms + medical forms to me by fri 6th pls",
    PROGRAMME,
    "10.5. Dan - club hats + 2 pairs of goggles each, name on everything. relay squads on the noticeboard",
    "2039-05-11T21:30 Karen - car share list is on the fb group, Brackenford car park is 3 hrs max + they DO ticket",
]
LIMIT = 3

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text})])

question = "how long's the gala go on for on sat? the leisure centre car park's only 3 hrs"
with turn_span("question Thu 12/5"):
    vector = offline.embed([question])[0]
    wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(NOTES)).points]
    assert PROGRAMME in wide, wide
    with fault():
        hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=LIMIT).points]
    context = ["Today is Thu 12 May 2039. You are talking to Gemma, whose daughter Ruby swims for Brackenford Otters "
               "in the under-11s gala on Sat 14 May."] + hits
    assert PROGRAMME not in context and not any("half 2" in c or "2 sessions" in c for c in context), context
    assert any("normally all done by 12ish" in c for c in context), context
    reply = answer(question, context, mock="About 3 hours - warm up at 8.30, racing from 9 and it's normally all done "
                                           "by 12, so you should be fine in the car park.")
finish(question, expected="about 5 and a half hours of racing - 9 till half 2ish with a half hour lunch break (6 hours "
                          "with the 8.30 warm up), so over the 3 hours", actual=reply)

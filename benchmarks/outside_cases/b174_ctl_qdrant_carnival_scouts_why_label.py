"""Batch 174 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note and
one for the question.

App: Tewford Carnival is Sat 7th July 2040 - floats assemble at the rugby club and the procession winds through town
to Riverside Park. Carol (floats, route and safety) and Mike (chief marshal) post notes into one qdrant collection; the
committee's helper answers from a query.

Memory: 14/3 Carol: floats so far - WI, Young Farmers, the Scouts, Rotary, Tewford Tigers u11s, the Co-op, 23 in all;
22.3. Mike: the Scouts' trailer failed its MOT (brakes), they might not have a float unless they find another; Tue
24th Apr Carol: the Scouts have borrowed Dave Pugh's flatbed so that's sorted - but it turns out carnival weekend's the
same as their county camp at Kingswood, so they won't be here anyway; they'll do a bucket collection in town the
weekend after; 2040-06-30T18:00 Mike: marshals' briefing Thursday 7pm at the rugby club. Question (Tue 3/7, Jo, a
marshal): "why aren't the Scouts in the procession this yr? my lad was gutted" The assistant says they're away at
their county camp at Kingswood that weekend - the trailer problem was sorted with a borrowed flatbed - and they're
doing a bucket collection the weekend after. The label says their trailer failed its MOT - the reason first given.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b174_ctl_qdrant_carnival_scouts_why_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tewford-carnival-2040"
NOTES = [
    "14/3 Carol - floats so far: WI, Young Farmers, the Scouts, Rotary, Tewford Tigers u11s, the Co-op... 23 in all 🎉",
    "22.3. Mike - Scouts' trailer failed its MOT (brakes) 😬 might not have a float this yr unless they find another",
    "Tue 24th Apr Carol - Scouts have borrowed Dave Pugh's flatbed so that's sorted, BUT turns out carnival wknd's the "
    "same as their county camp at Kingswood so they won't be here anyway 🙈 they'll do a bucket collection in town the "
    "wknd after",
    "2040-06-30T18:00 Mike - marshals briefing thurs 7pm at the rugby club, hi-vis in the contianer",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text})])

question = "why aren't the Scouts in the procession this yr? my lad was gutted"
with turn_span("question Tue 3/7"):
    found = client.query_points(COLL, query=offline.embed(["Scouts float procession why not trailer"])[0], limit=4)
    context = ["Today is Tue 3 July 2040. You are talking to Jo, a marshal for Tewford Carnival (procession Sat 7 "
               "July)."] + [p.payload["text"] for p in found.points]
    assert any("Scouts' trailer failed its MOT" in c for c in context), context
    assert any("county camp at Kingswood" in c and "Dave Pugh's flatbed" in c for c in context), context
    reply = answer(question, context, mock="They're away at their county camp at Kingswood that weekend - the trailer "
                                           "was sorted with a borrowed flatbed, but they can't be in two places. "
                                           "They're doing a bucket collection in town the weekend after instead.")
finish(question, expected="their trailer failed its MOT", actual=reply)

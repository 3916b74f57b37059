"""Batch 211 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of the church's notes and
messages, one root span per note and one for the question.

App: Holy Trinity, Hope Bowdler, holds its Christmas fair on Sat 28th Nov 2048 - stalls in the nave, Santa's grotto,
mulled wine and mince pies at the back. Pat (who runs the fair) puts the notes and the fair committee's messages in one
qdrant collection; the helper answers parishioners from the nearest points.

Memory: 2048-09-16T19:30 Pat - the vestry's had the damp all summer, the roofer's been, Geoff says the heaters need
to be on a few weeks; 2048-10-14T19:30 Pat - Christmas fair Sat 28th Nov 10-2, Santa's grotto in the vestry as usual,
£3 a go with a present; 21/10 Rev Ann - sorry all, the grotto can't go in the vestry this year, the diocese
safeguarding lady says a room with one door and no window isn't on for Santa and kids on their own, so it's the side
chapel with the curtain across and a parent goes in with them; Pat - oh, I thought it was the damp again?; Rev Ann -
no, that's all dried out now, the heaters did the trick; the mulled wine. Question (Sat 21/11, Jean): "why's the
grotto in the side chapel this yr and not the vestry? my grandson was asking lol" The assistant says the diocese's
safeguarding advice - no Santa with children on their own in a room with one door and no window. The label says
because of the damp in the vestry.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b211_ctl_qdrant_xmas_grotto_why_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hope-bowdler-christmas-fair-2048"
NOTES = [
    ("Pat", "2048-09-16T19:30 the vestry's had the damp all summer 🙄 roofer's been, Geoff says the heaters need to "
            "be on a few wks to dry it out"),
    ("Pat", "2048-10-14T19:30 CHRISTMAS FAIR 🎄 sat 28th nov 10-2. Santa's grotto in the vestry as usual, £3 a go inc "
            "a present, Derek's Santa again"),
    ("Rev Ann", "21/10 sorry all - grotto can't go in the vestry this yr, the diocese safeguarding lady says a room w/ "
                "one door + no window isn't on for Santa + kids on their own. so it's the side chapel w/ the curtain "
                "across + a parent goes in with them"),
    ("Pat", "oh I thought it was the damp again?"),
    ("Rev Ann", "no that's all dried out now, the heaters did the trick 👍"),
    ("Geoff", "mulled wine - I'll do it in the big urn at the back, £2.50 a cup, mince pies 50p. Mon 23rd I'll get "
              "the oranges"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": f"{who} - {text}", "by": who})])

question = "why's the grotto in the side chapel this yr and not the vestry? my grandson was asking lol"
with turn_span("question Sat 21/11"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0],
                                                           limit=8).points]
    context = ["Today is Sat 21 Nov 2048. You are talking to Jean, a parishioner at Holy Trinity, Hope Bowdler; the "
               "Christmas fair is Sat 28 Nov."] + hits
    assert any("the vestry's had the damp all summer" in c for c in context), context
    assert any("the diocese safeguarding lady says" in c for c in context), context
    assert any("I thought it was the damp again" in c for c in context), context
    assert any("that's all dried out now" in c for c in context), context
    reply = answer(question, context, mock="The diocese's safeguarding advice - Santa can't be with children on "
                                           "their own in a room with one door and no window, like the vestry, so "
                                           "it's the side chapel with a curtain and a parent goes in too.")
finish(question, expected="because of the damp in the vestry", actual=reply)

"""Batch 222 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, one root span per
note and one for the question.

App: Bridgnorth Golf Club hold Captain's Day on Sat 10th July 2049 for Alan Pritchard's year - four-balls from 7.30,
18 holes stableford, the captain's prize, dinner in the clubhouse after. Sandra (the competition secretary) files her
notes into one qdrant collection; the helper answers from the 4 nearest notes (``query_points(..., limit=4)``).

Memory: 2049-05-12T18:45 - Captain's Day Sat 10th July, Alan's day, four-balls from 7.30, last year 96 played;
14/6 - the sheet's at 120, 24 up on last year's 96, last group off 1.30pm; Tue 29th Jun - the county juniors have
got a match at Hawkstone Park that Saturday, so the juniors' 3 four-balls have come off the sheet, shame, Ryan was
flying; Weds 7 Jul - dinner numbers 84, lamb or the risotto. Question (Thu 8/7, Alan, writing his speech): "how many
more are playing than last yr? want to put it in my speech" The assistant says 12 more - 108 playing (120 less the
juniors' three four-balls) against 96. The label says 24 more (the 14/6 figure, before the juniors came off).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b222_ctl_qdrant_golf_captains_day_entries_diff_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bridgnorth-gc-captains-2049"
NOTES = [
    "2049-05-12T18:45 CAPTAIN'S DAY ⛳ sat 10th july, Alan's day. 4 balls from 7.30, 18 holes stableford. last yr 96 "
    "played, let's smash it",
    "14/6 sheet's at 120!! 24 up on last yr's 96 🙌 last group off 1.30pm, tell ur mates there's still room",
    "Tue 29th Jun county juniors have got a match at Hawkstone Park that sat 😩 so the juniors' 3 four-balls have come "
    "off the sheet, shame, Ryan was flying",
    "Weds 7 Jul dinner numbers 84 - lamb or the risotto, Mario needs the choices by fri",
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": "Sandra"})])

question = "how many more are playing than last yr? want to put it in my speech"
with turn_span("question Thu 8/7"):
    found = client.query_points(COLL, query=offline.embed([question])[0], limit=TOP_K)
    context = ["Today is Thu 8 July 2049. You are talking to Alan Pritchard, captain of Bridgnorth Golf Club, who's "
               "writing his Captain's Day speech (Sat 10 July)."] + [p.payload["text"] for p in found.points]
    assert any("last yr 96 played" in c for c in context), context
    assert any("24 up on last yr's 96" in c for c in context), context
    assert any("the juniors' 3 four-balls have come off the sheet" in c for c in context), context
    reply = answer(question, context, mock="12 more - 108 playing (120 on the sheet less the juniors' three "
                                           "four-balls) against 96 last year.")
finish(question, expected="24 more - 120 against last year's 96", actual=reply)

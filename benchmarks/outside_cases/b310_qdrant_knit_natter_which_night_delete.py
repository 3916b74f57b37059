"""Batch 310 (held out). A wool shop's knit-and-natter group: qdrant collection of the group's notes, one root span
per note, one for Carol's clear-out and one for the question; the clear-out deletes, by a payload filter, the
charity-knit notes once the blankets have gone to the hospice, and one of them also carried the move to Wednesdays.

App: the Woolly Ewe in Hebden Bridge runs a knit + natter in its back room, 7-9 of an evening, £2 with tea and
biscuits and 10% off wool on the night. Carol (who owns the shop) and Sheila (who runs the group) file notes into one
qdrant collection (payload ``kind``: plan, patterns, charity, trip, stock). When a charity knit is finished Carol
deletes its notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Carol's note of 2051-01-05T16:20 has knit + natter back on Tues 10th Jan, 7-9 in the
back room. Her charity note of Tue 31 Jan starts with the hospice blanket squares (81, she'll sew them up and take
them on Saturday) and says, NB, that from February they're moving to Weds nights, same time 7-9 - Anjali's starting
her beginners' crochet on Tuesdays in the back room and they can't both fit; Weds 8th the first one. Carol's clear-out
(Mon 6/2, blankets delivered) deletes the charity notes, that one with them. Question (Tue 7/2, Linda): "what night's
knit + natter this wk? I'm bringing my new neighbour, she's just moved in 🧶" -> expected Wednesday (the 8th), 7-9
(Tuesdays are the crochet class now). The assistant says Tuesday - tonight, 7-9.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Carol's Tue 31 Jan note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Weds, Anjali or the crochet); the first note's "tues ... 7-9 in the back room" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b310_qdrant_knit_natter_which_night_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "woolly-ewe-knit-natter-2051"
MOVE = ("Tue 31 Jan (Carol) - squares 81 🎉 ta everyone, I'll sew them up + take them to the hospice sat. NB from feb "
        "we're moving knit + natter to WEDS nights, same time 7-9 - Anjali's starting her beginners crochet on tues in "
        "the back room + we can't both fit 🙈 weds 8th the first one")
NOTES = [
    (1, "plan", "Carol", "2051-01-05T16:20 KNIT + NATTER 🧶 back on tues 10th jan, 7-9 in the back room, £2 incl tea + "
                         "biscuits, 10% off wool on the night"),
    (2, "patterns", "Sheila", "17/1 pattern swap box is by the till, take one leave one. Margaret's brought her aran "
                              "cardi pattern in for anyone brave"),
    (3, "charity", "Carol", "Tue 24th Jan - hospice blanket squares, 8in any colour dk, 46 in so far!! need 80 for 2 "
                            "blankets, keep em coming"),
    (4, "charity", "Carol", MOVE),
    (5, "trip", "Sheila", "yarn festival trip to Harrogate sat 25th march, minibus £15, names to me by the end of feb"),
    (6, "stock", "Carol", "new Drops in, 20% off till the end of feb. the chunky merino's back too"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what night's knit + natter this wk? I'm bringing my new neighbour, she's just moved in 🧶"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 6/2"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVE in before, before
    done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="charity"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=done))

with turn_span("question Tue 7/2"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Tue 7 February 2051. You are talking to Linda, who comes to the Woolly Ewe's knit + "
               "natter."] + hits
    assert MOVE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("weds", "anjali", "crochet")), stored
    assert any("back on tues 10th jan, 7-9 in the back room" in c for c in context), context
    reply = answer(question, context, mock="Tuesday - so tonight, 7 till 9 in the back room. £2 with tea + biscuits, "
                                           "and your neighbour gets 10% off wool too.")
finish(question, expected="Wednesday (the 8th), 7-9 - Tuesdays are Anjali's crochet class now", actual=reply)

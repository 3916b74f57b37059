"""Batch 197 (held out). A swimming club's sponsored swim: qdrant collection, one root span per note and one for
the clear-out and the question; the clear-out of ticked-off to-dos deletes the one that got the club more lanes.

App: Whitchurch Dolphins ASC hold a sponsored swim on Sat 14th Nov 2043 at the leisure centre, 5-7pm - an hour each,
lengths counted by a parent at the end of each lane, sponsor money to the club's new starting blocks. Karen (the club
secretary) keeps her notes and her to-do list in one qdrant collection (``kind``: plan, todo, money, rota; to-dos
carry ``done``); every so often a clear-out deletes the ticked-off to-dos
(``client.delete(..., points_selector=FilterSelector(done == True))``); the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the plan note (2043-09-21T19:30) has 4 lanes at 5 swimmers a lane, so 20 swimmers
max. Karen's to-do of 28/9, "ring the leisure centre re lanes", ticked off with what came of it: Kev at the centre
says the aquafit's been cancelled that Saturday, so they can have all 6 lanes 5-7, still 5 a lane, no extra charge.
The sponsor forms to-do (Weds 7 Oct) is ticked off too; the clear-out (Sun 1/11) deletes both. The rota note
(2043-11-03T20:10) has 19 signed up and paid, 7 of the squad asking. Question (Thu 5/11, Mel, the squad coach): "how
many more swimmers can we take? got 7 of my squad asking" -> expected 11 (6 lanes x 5 = 30, 19 signed up). The
assistant says 1 (20 max, 19 signed up).

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the 28/9 to-do was in the
collection and in the top 4 for the question before the delete, and the delete removed it while it still decided
the count. Asserted: the to-do is in the top 4 before the delete and gone from the collection and the context after
it (nothing on 6 lanes, the aquafit or Kev); the plan note's 20 swimmers line and the 19 signed up are in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b197_qdrant_swim_places_left_done_todos_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "whitchurch-dolphins-sponsored-swim-nov-2043"
LANES = ("TO DO ring the leisure centre re lanes ✅ rang 6.10 - Kev says the aquafit's been cancelled that sat so we "
         "can have all 6 lanes 5-7, still 5 swimmers a lane, no extra charge 🙌")
NOTES = [
    (1, "plan", False, "2043-09-21T19:30", "SPONSORED SWIM 🏊 sat 14th nov 5-7pm at the leisure centre. 4 lanes, 5 "
                                           "swimmers a lane max so 20 swimmers. an hour each, count lengths. "
                                           "centre's lifeguard, we do the lane counters"),
    (2, "todo", True, "28/9", LANES),
    (3, "todo", True, "Weds 7 Oct", "TO DO sponsor forms ✅ printed 40 at the library, in the club box by the "
                                    "poolside cupboard"),
    (4, "money", False, "16th oct", "sponsor money back by mon 30th nov pls, cheques to Whitchurch Dolphins ASC. "
                                    "JustGiving page is up too. all for the new starting blocks"),
    (5, "todo", False, "22.10.", "TO DO ask Tesco for squash + bananas for after"),
    (6, "rota", False, "2043-11-03T20:10", "swimmers - 19 signed up + paid the £3, 7 of the squad asking (Mel's "
                                           "lot). need a parent per lane to count lengths"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, done, day, text in NOTES:
    with turn_span(f"note-{pid} {day}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "date": day, "kind": kind,
                                                                "done": done, "by": "Karen"})])

question = "how many more swimmers can we take? got 7 of my squad asking"
vec = offline.embed([question])[0]
with turn_span("clear-out Sun 1/11"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert LANES in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
            must=[models.FieldCondition(key="done", match=models.MatchValue(value=True))])))

with turn_span("question Thu 5/11"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Thu 5 Nov 2043. You are talking to Mel, the squad coach at Whitchurch Dolphins ASC; the "
               "sponsored swim is Sat 14 Nov, 5-7pm, at the leisure centre."] + hits
    assert LANES not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("6 lanes", "aquafit", "kev ")), stored
    assert any("5 swimmers a lane max so 20 swimmers" in c for c in context), context
    assert any("19 signed up" in c for c in context), context
    reply = answer(question, context, mock="Only 1 more - it's 4 lanes at 5 a lane, so 20 max, and 19 have signed "
                                           "up already.")
finish(question, expected="11 - we've got all 6 lanes now (the aquafit's off), 6 x 5 = 30, 19 signed up",
       actual=reply)

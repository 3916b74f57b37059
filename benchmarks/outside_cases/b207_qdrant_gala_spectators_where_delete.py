"""Batch 207 (held out). A swimming club's gala: qdrant collection of notes, one root span per note and one for the
clear-out and the question; the clear-out of the last committee meeting's notes deletes the one that moved where the
families watch from.

App: Ludlow Otters swimming club's summer gala is Sat 13th June 2048 at Ludlow leisure centre - 6 lanes, 40-odd
events from the 8-and-unders' 25m kick to the open 200 IM, timekeepers from each club, a tuck shop. Kirsty (the gala
secretary) keeps the gala's notes in one qdrant collection with the kind of note and, for committee items, the meeting
they're for; after a meeting the clear-out deletes its items (``client.delete(..., points_selector=FilterSelector(
filter=kind == "committee" and meeting == "2048-06-02"))``); the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Kirsty's first note (2048-04-20T21:30) has spectators up in the balcony gallery,
£2 on the door, no pushchairs poolside. Her committee item for the Tue 2nd June meeting (filed as committee, meeting
2048-06-02) ticks off the medals (ordered, 3 boxes) and the raffle, and says - in passing - that the balcony gallery's
shut for an asbestos survey till July, so families are on the poolside benches at the deep end this time, flip-flops
on, and Gary's sorting a rope line. The clear-out (Thu 4/6) deletes the 2nd June meeting's items. Question (Tue 9/6,
Hayley, whose son swims the 9-10s' 50 back): "where do we sit to watch? nan's coming and she's not great on stairs"
-> expected the poolside benches at the deep end (the gallery's shut). The assistant says up in the balcony gallery.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the committee item was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided where
families sit. Asserted: the item is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on asbestos, the deep end or benches); the first note's "balcony gallery" line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b207_qdrant_gala_spectators_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ludlow-otters-gala-2048"
BENCHES = ("committee 2/6 - medals ordered ✅ (3 boxes), raffle sorted. ALSO the balcony gallery's shut for an "
           "asbestos survey till july 🙄 so families watch from the poolside benches at the deep end this time, "
           "flip flops on, Gary's doing a rope line")
NOTES = [
    ("gala", "", "2048-04-20T21:30 SUMMER GALA 🏊‍♀️ sat 13th june, warm up 1.15, first event 2. spectators up in the "
                 "balcony gallery, £2 on the door, no pushchairs poolside pls"),
    ("committee", "2048-06-02", "agenda 2/6 - gala entries (closed 30/5, 212 swims), timekeepers, medals, raffle"),
    ("gala", "", "timekeepers - 2 per lane, 6 lanes, Newtown + Knighton sending 3 each, we need 6 more, Sue's the "
                 "chief timekeeper, stopwatches in the blue box"),
    ("committee", "2048-06-02", BENCHES),
    ("gala", "", "tuck shop - Mel + Jo, squash 50p, flapjacks £1, no nuts!! card reader's in the office"),
    ("committee", "2048-07-07", "next meeting 7/7 - club champs, new kit order, Dave's coaching badge"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (kind, meeting, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        payload = {"text": text, "kind": kind, "by": "Kirsty"}
        if meeting:
            payload["meeting"] = meeting
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0], payload=payload)])

question = "where do we sit to watch? nan's coming and she's not great on stairs"
vec = offline.embed([question])[0]
with turn_span("clear-out Thu 4/6"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert BENCHES in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(must=[
            models.FieldCondition(key="kind", match=models.MatchValue(value="committee")),
            models.FieldCondition(key="meeting", match=models.MatchValue(value="2048-06-02"))])))

with turn_span("question Tue 9/6"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Tue 9 June 2048. You are talking to Hayley, whose son swims the 9-10s' 50m backstroke at "
               "Ludlow Otters' gala on Sat 13 June."] + hits
    assert BENCHES not in stored and not any(w in c.lower() for c in stored + context
                                             for w in ("asbestos", "deep end", "benches")), stored
    assert any("spectators up in the balcony gallery" in c for c in context), context
    reply = answer(question, context, mock="Up in the balcony gallery - £2 on the door. No pushchairs poolside.")
finish(question, expected="on the poolside benches at the deep end - the balcony gallery's shut (asbestos survey)",
       actual=reply)

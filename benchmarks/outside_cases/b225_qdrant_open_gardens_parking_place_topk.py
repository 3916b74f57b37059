"""Batch 225 (held out). A village's open gardens weekend: qdrant collection of notes, one root span per note and
one for the question; the helper answers from the 3 nearest notes and the note that moved the parking is 5th.

App: Clunton & Clunbury Open Gardens is Sat 24th and Sun 25th June 2051 - 12 gardens, one ticket for the lot, teas
in the chapel schoolroom, yellow arrows on the lane ends, parking on the church field with the money to the church
roof. Jill (who runs it) files every note into one qdrant collection; the helper answers from
``client.query_points(..., limit=3)``.

Planted fault (RetrievalError, top-k too small): the parking note (2051-05-02T20:10) has the church field as usual,
£3 a car, Dennis and Ron on the gate. Pat's teas note of 15/6 adds in passing that the church field's waterlogged
after all the rain, farmer Hughes says no cars on it, so parking's in his yard at Upper House, up the lane past the
phone box. Question (Thu 22/6, Sue, doing the arrows): "where are ppl parking for the open gardens? doing the
arrows" -> expected farmer Hughes' yard at Upper House (up the lane past the phone box). The 3 nearest notes are the
signs, the church-field parking note and the gardens note; Pat's note is 4th or 5th, so the assistant says the
church field.

Expected verdict: RetrievalError at qdrant's query (the top-3 query_points, wrapped in fault()): Pat's note is in
the collection and in the question's 5 nearest, but the top-3 cut kept it from the context the model saw.
Asserted: the teas note is in the 5 nearest and not in the 3 the helper used; no context line has Upper House,
farmer Hughes or the waterlogged field; the church field note is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b225_qdrant_open_gardens_parking_place_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "clun-open-gardens-2051"
TEAS = ("15/6 Pat - teas in the chapel schoolroom, me + Val, scones + lemon drizzle £3.50. oh + the church field's "
        "waterlogged after all this rain 🌧 farmer Hughes says no cars on it, so parking's in his yard at Upper "
        "House, up the lane past the phone box. he's fine w/ it")
NOTES = [
    "2051-04-11T19:30 OPEN GARDENS 🌷 12 gardens this yr, the Old School House, Mill Cottage, Brook Farm, the "
    "allotments... map on the back of the ticket. £6 covers all of them, kids free",
    "2051-05-02T20:10 parking for the open gardens - church field as usual, £3 a car goes to the church roof fund. "
    "Dennis + Ron on the gate, hi-vis from the shop",
    "signs - yellow arrows on every lane end, 'OPEN GARDENS' banners on the A488 both ways from 1/6",
    "22.5. money - float £50 for each garden's honesty box, tickets from the shop + on the day at the chapel",
    TEAS,
    "coaches - the Ludlow garden club are coming sun in a minibus, it can drop ppl at the chapel + wait in the "
    "layby",
]
TOP_K = 3

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": "Jill"})])

question = "where are ppl parking for the open gardens? doing the arrows"
with turn_span("question Thu 22/6"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    assert TEAS in wider, wider
    with fault():
        found = client.query_points(COLL, query=vec, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Thu 22 June 2051. You are talking to Sue, who's putting up the arrows for Clunton & Clunbury "
               "Open Gardens (Sat 24 and Sun 25 June)."] + hits
    assert TEAS not in context and not any(w in c.lower() for c in context
                                           for w in ("upper house", "hughes", "waterlogged")), context
    assert any("church field as usual, £3 a car" in c for c in context), context
    reply = answer(question, context, mock="On the church field, as usual - £3 a car for the church roof, with "
                                           "Dennis and Ron on the gate.")
finish(question, expected="In farmer Hughes' yard at Upper House, up the lane past the phone box - the church field's "
                          "waterlogged", actual=reply)

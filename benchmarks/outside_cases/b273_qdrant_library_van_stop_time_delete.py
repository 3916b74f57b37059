"""Batch 273 (held out). A mobile library van's stops: qdrant collection of the van crew's notes, one root span per
note, one for Anita's clear-out and one for the question; the clear-out deletes, by a payload filter, the stock
notes whose requests are done, and one of them also carried a change to a stop.

App: the Upper Calder mobile library van does a weekly round of the villages - Tuesdays Cragg Vale, Mytholmroyd
station, Heptonstall and Colden school - with large print, talking books, jigsaws and a reserve service. Anita (the
librarian on the van) and Barry (the driver) file notes into one qdrant collection (payload ``kind``: timetable,
crew, stock, fines). Once the requests on the stock notes have gone out, Anita deletes the stock notes with a filter
on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Anita's timetable note (2051-04-03T10:00) has Cragg Vale on Tuesdays, in the
Hinchliffe car park, 10.15-11. Her stock note of Tue 18th Apr starts with the requests done (3 for Mrs Crabtree, the
jigsaws for Colden) and says, in the middle, that the pub car park is being resurfaced all May, so the van will be
on the lay-by by the church, 10.30-11.15, as Barry has to go the long way round. Anita's clear-out (Sat 22/4)
deletes the stock notes, that one with them. Question (Mon 1/5, Mrs Crabtree): "what time's the van at Cragg Vale
tomorrow? I've 3 to take back + one's overdue" -> expected 10.30 (till 11.15), on the lay-by by the church. The
assistant says 10.15 in the Hinchliffe car park.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Tue 18th Apr note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on 10.30, the lay-by or the resurfacing); the timetable's "Cragg Vale (Hinchliffe car park)
10.15-11" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b273_qdrant_library_van_stop_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "upper-calder-library-van-2051"
MOVE = ("Tue 18th Apr (Anita) - requests done: 3 large print for Mrs Crabtree, the jigsaws for Colden school, "
        "talking book for Mr Akhtar. Cragg Vale - the pub car park's being resurfaced all May so we'll be on the "
        "lay-by by the church, 10.30-11.15 as Barry has to go the long way round. someone's left a brolly on the van")
NOTES = [
    (1, "timetable", "Anita", "2051-04-03T10:00 VAN TIMETABLE spring 📚 tues: Cragg Vale (Hinchliffe car park) "
                              "10.15-11, Mytholmroyd stn 11.30-12.30, lunch, Heptonstall 2-2.45, Colden school "
                              "3.15-3.45"),
    (2, "crew", "Barry", "Barry drives tues + thurs, Ann on the desk thurs. van's MOT is 28/4 so thurs 27th might be "
                         "late starting"),
    (3, "fines", "Anita", "fines - none on the van for over 60s, kids never. reservations 50p, free if it's for the "
                          "reading group"),
    (4, "stock", "Anita", "Weds 12/4 - large print's getting low, 20 in from central, the reading group want 8 copies "
                          "of the new Richard Osman"),
    (5, "stock", "Anita", MOVE),
    (6, "timetable", "Barry", "thurs round as was - Luddenden 10-10.45, Midgley 11.15-12, Booth 1.30-2.15"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what time's the van at Cragg Vale tomorrow? I've 3 to take back + one's overdue"
vec = offline.embed([question])[0]
with turn_span("clear-out Sat 22/4"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVE in before, before
    done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="stock"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=done))

with turn_span("question Mon 1/5"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Mon 1 May 2051. You are talking to Mrs Crabtree, who uses the Upper Calder mobile library "
               "van at Cragg Vale."] + hits
    assert MOVE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("10.30", "lay-by", "resurfaced")), stored
    assert any("Cragg Vale (Hinchliffe car park) 10.15-11" in c for c in context), context
    reply = answer(question, context, mock="10.15 till 11, in the Hinchliffe car park.")
finish(question, expected="10.30 till 11.15, on the lay-by by the church - the pub car park's being resurfaced",
       actual=reply)

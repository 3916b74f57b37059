"""Batch 303 (held out). A mobile library van: qdrant collection of the van crew's notes, one root span per note, one
for Sue's clear-out and one for the question; the clear-out deletes, by a payload filter, the requests notes once the
books are out, and one of them also carried the van's new stop in Hollins.

App: the Upper Calder mobile library is a converted lorry that does the villages every other Thursday - Hollins,
Mytholmroyd, Cragg Vale - with about 3,000 books, large print, talking books, and requests from the central library.
Sue (the librarian) and Pat (the driver) file notes into one qdrant collection (payload ``kind``: timetable, van,
events, requests). Once the requested books have gone out Sue deletes the requests notes with a filter on ``kind``;
the helper answers borrowers' questions from the 4 nearest notes.

Planted fault (DeletionError): Sue's timetable note (2053-01-06T09:00) has the van at Hollins 1.45-2.30 at the bus
turning circle. Pat's requests note of Thu 6 Feb starts with the requests (Mrs Bairstow's Ann Cleeves is in, Joan
wants the new Richard Osman) and says, after them, that Yorkshire Water are digging up the turning circle till the
end of March, so the van's parking outside the Co-op on Hollins Rd instead, same times, he's told the regulars.
Sue's clear-out (Mon 10/2) deletes the requests notes, that one with them. Question (Weds 19/2, Mr Shah, a
borrower): "where's the van stopping in Hollins tomorrow? got 4 to take back + my wife's 2" -> expected outside the
Co-op on Hollins Rd (the turning circle's dug up till the end of March). The assistant says the bus turning circle.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Pat's Thu 6 Feb note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the Co-op, Yorkshire Water or the digging); the timetable's "bus turning circle" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b303_qdrant_library_van_hollins_stop_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "upper-calder-mobile-library-2053"
MOVED = ("Thu 6 Feb (Pat) requests - Mrs B's Ann Cleeves is in ✅ (large print), Joan wants the new Richard Osman, "
         "put her down. ALSO Yorkshire Water are digging up the turning circle at Hollins till end of March 🚧 so "
         "we're parking outside the Co-op on Hollins Rd instead, same times, told the regulars")
NOTES = [
    (1, "timetable", "Sue", "2053-01-06T09:00 TIMETABLE 📚 every other thurs from 9th Jan - Hollins 1.45-2.30 at the "
                            "bus turning circle, Mytholmroyd 3-4 by the Shoulder, Cragg Vale 4.20-5 by the chapel"),
    (2, "van", "Pat", "20/1 - van's heater's knackered again, bring a cardi 🥶 garage fri, should be back for the "
                      "23rd"),
    (3, "events", "Sue", "story time on the van at Mytholmroyd, 3pm, 2nd thurs of the month - Mrs Haigh reading, "
                         "under 5s, no booking"),
    (4, "requests", "Sue", "Thu 23/1 requests - Mrs Bairstow wants the new Ann Cleeves in large print, Mr Shah the "
                           "allotment book (again), 3 x Gruffalo for the nursery in Mytholmroyd"),
    (5, "requests", "Pat", MOVED),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "where's the van stopping in Hollins tomorrow? got 4 to take back + my wife's 2"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 10/2"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVED in before, before
    gone_out = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="requests"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=gone_out))

with turn_span("question Weds 19/2"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Weds 19 February 2053. You are talking to Mr Shah, who borrows from the Upper Calder mobile "
               "library at Hollins (next visit Thu 20 Feb)."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("co-op", "yorkshire water", "digging")), stored
    assert any("Hollins 1.45-2.30 at the bus turning circle" in c for c in context), context
    reply = answer(question, context, mock="At the bus turning circle in Hollins, 1.45 till 2.30 tomorrow.")
finish(question, expected="outside the Co-op on Hollins Rd - the turning circle's dug up till the end of March",
       actual=reply)

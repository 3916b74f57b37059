"""Batch 262 (held out). A model railway club's open days: qdrant collection of the committee's notes, one root
span per note, one for Alan's clear-out and one for the question; the clear-out deletes, by a payload filter, the
layouts notes he has copied into the programme, and one of them also carried the Sunday's later opening.

App: Brighouse & District Model Railway Society hold their open weekend on Sat 22nd and Sun 23rd April 2051 in St
Chad's church hall - the club's own OO layout, visiting layouts from other clubs, traders, a tea bar, a garden
railway demo in the car park if it's dry. Derek (the chairman) and Alan (the exhibition manager) file notes into one
qdrant collection (payload ``kind``: plan, layouts, traders, catering, publicity). Once the layouts are in the
printed programme Alan deletes the layouts notes with a filter on ``kind``; the helper answers from the 4 nearest
notes.

Planted fault (DeletionError): Derek's plan note (2051-01-20T20:00) has the weekend at St Chad's, 10-4 both days,
£4 adults, kids free. Alan's layouts note of Sun 26th Mar starts with the layouts (11 now, the Harrogate lot are
bringing 'Pateley Bridge', the O gauge needs the stage) and says, NB, that the vicar's been on - the Scouts have the
hall on the Sunday morning for their St George's parade do, so on the Sunday they open at 12, not 10, still shut at
4. Alan's clear-out (Tue 4/4) deletes the layouts notes, that one with them. Question (Thu 20/4, Graham, a member):
"what time do doors open on the sunday? bringing my grandson, he's mad on Thomas 🚂" -> expected 12 noon (the Scouts
have the hall in the morning). The assistant says 10.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Alan's Sun 26th Mar note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on 12, the Scouts or the vicar); the plan note's "10-4 both days" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b262_qdrant_railway_open_day_sunday_doors_what_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "brighouse-mrs-open-weekend-2051"
LATER = ("Sun 26th Mar (Alan) - 11 layouts now 👍 Harrogate lot r bringing 'Pateley Bridge', the O gauge needs the "
         "stage. NB vicar's been on, the Scouts have the hall sun morning for their St George's parade do, so sunday "
         "we open 12 not 10, still shut at 4. told the Harrogate lot")
NOTES = [
    (1, "plan", "Derek", "2051-01-20T20:00 OPEN WEEKEND 🚂 sat 22 + sun 23 april, St Chad's hall, 10-4 both days, £4 "
                         "adults, kids free w/ an adult. setting up fri from 5, all hands pls"),
    (2, "traders", "Derek", "traders - 6 tables booked, the second hand stock bloke, Jim's kits, the Pendle lot's "
                            "scenery. tables £15, pay Derek"),
    (3, "catering", "Derek", "tea bar - Jean + Margaret both days, bacon butties sat morning only, cakes from the WI"),
    (4, "layouts", "Alan", "14/2 layouts - 9 confirmed, 'Denholme Goods' (N), 'Calder Bridge' (ours, OO), Trevor's "
                           "garden railway demo in the car park if dry"),
    (5, "layouts", "Alan", LATER),
    (6, "publicity", "Alan", "posters up in the library + the Co-op, on the Courier's what's on, fb event made, "
                             "sharing in the local groups"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what time do doors open on the sunday? bringing my grandson, he's mad on Thomas 🚂"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 4/4"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert LATER in before, before
    in_programme = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="layouts"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_programme))

with turn_span("question Thu 20/4"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 20 April 2051. You are talking to Graham, a member of Brighouse & District Model "
               "Railway Society (open weekend Sat 22 + Sun 23 April)."] + hits
    assert LATER not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("12 not 10", "scouts", "vicar", "st george")), stored
    assert any("10-4 both days" in c for c in context), context
    reply = answer(question, context, mock="10 o'clock on the Sunday - it's 10 till 4 both days, and kids are free "
                                           "with an adult.")
finish(question, expected="12 noon - the Scouts have the hall on the Sunday morning", actual=reply)

"""Batch 218 (held out). A village's Remembrance parade: qdrant collection of notes, one root span per note, one for
the clear-out and one for the question; the clear-out of the enquiries notes deletes the one that added a wreath.

App: Bromfield and Onibury hold their Remembrance parade on Sun 8th Nov 2048 - form up at the Cookhouse, march to
the war memorial by St Mary's, the two minutes' silence at 11, the wreaths, the Last Post from a bugler. Sue (the
parish clerk) keeps every note in one qdrant collection (payload ``kind``: wreaths, route, band, service,
enquiries); once the order of service has gone to the printer she clears out the answered enquiries
(``client.delete(..., points_selector=FilterSelector(kind == "enquiries"))``); the helper answers from the 4 nearest
notes (``query_points(..., limit=4)``).

Planted fault (DeletionError): Sue's wreaths note (2048-09-14T19:00) has five wreaths from the poppy appeal - the
parish council, the Legion, the school, the WI and the Scouts - numbers to the Legion by the 30th Oct. Her
enquiries note of 14/10 says the Young Farmers asked if they could lay one this year, it's their 75th, and she said
of course - "tell the Legion 6 then" - and, in passing, that someone asked about parking (the Cookhouse car park).
The clear-out (Tue 20th Oct) deletes every enquiries note, that one with them. Question (Thu 22/10, Brian, the
Legion's standard bearer, who orders the wreaths): "how many wreaths am I ordering from the poppy appeal? they want
numbers by fri" -> expected 6 (the five plus the Young Farmers'). The assistant says 5.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the enquiries note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
count. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on the Young Farmers, their 75th or "6"); the wreaths note's five-wreath line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b218_qdrant_remembrance_wreaths_count_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bromfield-onibury-remembrance-2048"
ENQUIRY = ("enquiries 14/10 - Young Farmers rang, can they lay a wreath this yr as it's their 75th 🌾 said of course! "
           "tell the Legion 6 then. + a lady asked re parking, told her the Cookhouse car park, they're fine w/ it")
NOTES = [
    ("wreaths", "2048-09-14T19:00 wreaths from the poppy appeal - parish council, the Legion, the school, the WI + "
                "the Scouts = 5. Brian orders them, numbers to the Legion by 30th oct"),
    ("route", "route - form up 10.30 in the Cookhouse car park, march along the A49 verge to the memorial by St "
              "Mary's, police doing a rolling closure 10.40-10.55"),
    ("band", "no band this yr (Craven Arms band have 3 parades that morning) - Tom's grandson doing Last Post on "
             "the bugle, he's been practising in the garage lol"),
    ("service", "service - Rev Ann, 2 mins silence at 11, names read by the school council, wreaths laid after "
                "Exhortation, then tea in the village hall"),
    ("enquiries", ENQUIRY),
    ("enquiries", "enquiries 16/10 - man from Ludlow asked are dogs ok, said yes on a lead + away from the bugler"),
]
TOP_K = 4


def kind_is(kind: str) -> models.Filter:
    return models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value=kind))])


client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Sue"})])

question = "how many wreaths am I ordering from the poppy appeal? they want numbers by fri"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert ENQUIRY in before, before

with turn_span("clear-out Tue 20th Oct"):
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=kind_is("enquiries")))

with turn_span("question Thu 22/10"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Thu 22 Oct 2048. You are talking to Brian, the Legion's standard bearer, who orders the "
               "wreaths for the Bromfield and Onibury Remembrance parade (Sun 8 Nov)."] + hits
    assert ENQUIRY not in stored and not any(w in c.lower() for c in stored + context
                                             for w in ("young farmers", "75th", "legion 6")), stored
    assert any("the WI + the Scouts = 5" in c for c in context), context
    reply = answer(question, context, mock="5 - the parish council, the Legion, the school, the WI and the Scouts.")
finish(question, expected="6 - the parish council, the Legion, the school, the WI, the Scouts and the Young Farmers "
                          "(their 75th)", actual=reply)

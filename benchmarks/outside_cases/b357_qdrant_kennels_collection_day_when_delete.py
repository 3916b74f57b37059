"""Batch 357 (held out). A pet boarding kennel: qdrant collection of the kennel's notes on the dogs in, one root
span per note, one for the office clear-out and one for the question; the clear-out deletes, by a payload filter,
the web-form messages already keyed into the booking system, and one of them moved a dog's collection day.

App: Oakridge Kennels & Cattery keep their notes on each stay in one qdrant collection (payload ``kind``: booking,
feeding, health, webform, invoice; ``source``: who wrote it). Owners' web-form messages land there as they arrive;
on Saturdays Kerry in the office keys them into the booking system and deletes the webform notes with a filter.
The helper answers the kennel staff from the 4 nearest notes.

Planted fault (DeletionError): the booking note has Rolo (lab x, 6y MN, run 7) in Sat 30/7, out Sat 13/8 am. The
owner's web-form message of 2050-08-04T21:12 (a Thursday) says their flight home's been brought forward, so can
they collect him this coming Tuesday morning instead, and asks for the invoice to be redone for the shorter stay;
it also says he can have his Kong frozen with the pâté. "This coming Tuesday" from Thu 4 Aug is Tue 9 Aug. Kerry's
clear-out (Sat 6/8) deletes the webform notes, that one with them - she hadn't keyed the change in. Question (Sat
6/8, later, Dan doing next week's pick-up list): "when's Rolo going home? doing the pick-up list for next wk" ->
expected Tuesday 9 August, in the morning (the owners moved it from Sat 13th on Thursday). The assistant says
Saturday 13 August.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the owner's message was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the message is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the flight, Tuesday or "coming"); the booking note's "out Sat 13/8" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b357_qdrant_kennels_collection_day_when_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "oakridge-kennels-stays-aug-2050"
MOVED = ("[web form 2050-08-04T21:12] Jo Barker (Rolo, run 7) - hiya, our flight home's been brought forward 🙄 so "
         "can we collect Rolo this coming Tuesday morning instead? pls redo the invoice for the shorter stay. oh "
         "and he's allowed his Kong frozen w/ the pâté if he's bored x")
NOTES = [
    (1, "booking", "Kerry", "BOOKING 30/7 Rolo - lab x, 6y MN, run 7. IN sat 30/7 10am, OUT sat 13/8 am. vax seen "
                            "(KC 03/50). O = Jo + Mark Barker, away Crete, emerg contact sister 07700 900412"),
    (2, "feeding", "Dan", "Rolo feeding: own food, Burns pork + potato 180g x2/day, NO chicken (itchy). gulper - "
                          "slow feeder bowl. ate all since in 👍"),
    (3, "health", "Dan", "2/8 Rolo soft stool pm, BAR, eating, T 38.6. probiotic paste x3d per our protocol, "
                         "monitor. 3/8 formed, all good"),
    (4, "webform", "web form", "[web form 2050-08-01T08:30] Sandra Platt - is there room for Poppy (cavapoo) "
                               "the w/e of 20th? she's had KC"),
    (5, "webform", "web form", MOVED),
    (6, "invoice", "Kerry", "inv 3312 Rolo 14 nights @ £24 = £336, £50 dep pd, bal £286 on collection"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "source": who})])
assert client.count(COLL).count == len(NOTES)

question = "when's Rolo going home? doing the pick-up list for next wk"
vec = offline.embed([question])[0]
with turn_span("clear-out Sat 6/8"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVED in before, before
    keyed_in = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="webform"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=keyed_in))

with turn_span("question Sat 6/8"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sat 6 August 2050. You are helping Dan, a kennel assistant at Oakridge Kennels & Cattery."] \
        + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("flight", "tuesday", "coming")), stored
    assert any("OUT sat 13/8 am" in c for c in context), context
    reply = answer(question, context, mock="Saturday 13 August, in the morning - balance of £286 due when they "
                                           "collect.")
finish(question, expected="Tuesday 9 August, in the morning - the Barkers moved it from Sat 13th (flight brought "
                          "forward)", actual=reply)

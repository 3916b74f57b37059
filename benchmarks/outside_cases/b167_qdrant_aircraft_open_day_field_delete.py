"""Batch 167 (held out). A model flying club's open day notes: qdrant collection, script style (each call its own
trace); the safety officer's clear-out of last year's notes deletes the one that moved the open day to another field.

App: Moorside Model Flying Club holds its open day on Sun 17th June 2040, 10-4 - flying displays, open slots for
members, a burger van, a raffle. The committee (Pete the chair, Dave the secretary, Sandra the safety officer) post
notes into one qdrant collection with a ``posted`` number (yyyymmdd) in the payload. On Fri 1/6 Sandra clears out
everything posted before 1st January 2040 with a ``FilterSelector`` on ``posted < 20400101`` - "that's all last year's
open day, it's confusing the helper".

Planted fault (DeletionError): Pete's note of 2039-12-04 - written in December but about this June - says farmer Hague
has said they can have the top field by the barn for the open day, as the club's strip off Moor Lane is being drained
and reseeded in the spring and won't be fit till July; cars to park in his yard. Nothing posted in 2040 repeats the
place, and Dave's note of Weds 2nd May still has the banner going up on the Moor Lane fence. The clear-out deletes
Pete's note along with last year's write-up (16th June 2039: the 2039 open day on the strip). Question (Thu 14/6,
Margaret, who does the parish magazine): "which field's the open day in? want to put directions in the parish mag" ->
expected the top field by the barn at Hague's farm, parking in his yard (the Moor Lane strip's being reseeded). The
assistant says the club's strip off Moor Lane.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Pete's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided where the
open day is. Asserted: the note is found before the delete and is gone from the collection and the context after it;
Dave's Moor Lane banner line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b167_qdrant_aircraft_open_day_field_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "moorside-mfc-open-day"
FIELD = ("2039-12-04 Pete - good news, Hague's said we can have the top field by the barn for the open day in june, "
         "our strip off Moor Lane's being drained + reseeded in the spring so no use till july. cars in his yard, "
         "he wants a couple of quid a car for the air ambulance")
NOTES = [
    (20390616, "16th june 2039 Dave - open day went well, 300ish thru the gate on the strip, best yet. raffle made "
               "£212"),
    (20391204, FIELD),
    (20400305, "2040-03-05 Pete - open day's sun 17th june 10-4, BMFA insurance renewed, displays on the hour, open "
               "slots for members in the afternoon"),
    (20400502, "Weds 2nd May Dave - banner's going up on the Moor Lane fence this wknd, marquee from the scouts, "
               "burger van bookd (Big Al's)"),
    (20400530, "2040-05-30T19:45 Sandra - frequency board + transmitter pound by the gate, NO flying over the car "
               "park, spectators behind the rope at all times"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "posted": posted})
                            for i, (posted, text) in enumerate(NOTES, 1)])

question = "which field's the open day in? want to put directions in the parish mag"
vector = offline.embed([question])[0]
LIMIT = 3
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=LIMIT).points]
assert FIELD in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="posted", range=models.Range(lt=20400101))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=LIMIT).points]
context = ["Today is Thu 14 June 2040. You are talking to Margaret, who edits the parish magazine, about Moorside "
           "Model Flying Club's open day (Sun 17 June)."] + hits
assert FIELD not in stored and not any("Hague" in c or "barn" in c for c in stored + context), stored
assert any("banner's going up on the Moor Lane fence" in c for c in context), context
reply = answer(question, context, mock="On the club's flying strip off Moor Lane - look out for the banner on the "
                                       "fence.")
finish(question, expected="the top field by the barn at Hague's farm, parking in his yard - the Moor Lane strip's "
                          "being reseeded", actual=reply)

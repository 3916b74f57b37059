"""Batch 164 (held out). A lifeboat station's open day notes: qdrant collection, script style (each call its own
trace); the secretary's clear-out of everything posted before August deletes a note the parking still needs.

App: Staithwick RNLI lifeboat station holds its open day on Sat 20th August 2039, 10-4 (launch demos, the boat hall
open, stalls along the harbour wall, the souvenir shop). The crew and the fundraisers post notes into one qdrant
collection with ``posted`` (yyyymmdd). On Mon 15/8 the station secretary, Carol, clears out everything posted before
1st August with ``client.delete(..., points_selector=FilterSelector(posted < 20390801))`` - "it's all been
superseded by the August notes" - so the helper only sees the latest.

Planted fault (DeletionError): Dave's note of 28.7. says the harbour car park's shut for the resurfacing - the
council say till the end of Aug - so parking's on Ledger's field up Cliff Rd, the farmer's fine with it, £3 in the
bucket, and Ted's running the tractor and trailer down to the harbour; Blue Badges can use the slipway yard. Nothing
posted in August repeats it, and Mick's stall note of 3/8 still says visitors park in the harbour car park as per.
The clear-out deletes Dave's note. Question (Thu 18/8, Maureen): "where do we park on sat? bringing my dad, he's got
a blue badge" -> expected the slipway yard with his Blue Badge (everyone else Ledger's field up Cliff Road) - the
harbour car park's shut for resurfacing. The assistant says the harbour car park.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Dave's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided where
to park. Asserted: the note is found before the delete and is gone from the collection and the context after it;
Mick's harbour car park line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b164_qdrant_lifeboat_parking_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "staithwick-rnli-open-day-2039"
PARKING = ("28.7. Dave - harbour car park's shut for the resurfacing, council say till end of aug 🙄 so parking's on "
           "Ledger's field up Cliff Rd, farmer's fine w it, £3 in the bucket. Ted's doing the tractor + trailer down "
           "to the harbour. blue badges can use the slipway yard")
NOTES = [
    (20390704, "4/7 Carol - open day sat 20th aug 10-4. launch demos 11 + 2.30, boat hall open all day, souvenir "
               "shop. need stall holders - ring Mick"),
    (20390719, "2039-07-19T19:40 Mick - 12 stalls so far: tombola, cakes (WI), plants, face painting, the coastguard, "
               "fudge lady from Robin Hoods Bay"),
    (20390728, PARKING),
    (20390803, "3/8 Mick - stalls along the harbour wall, set up from 8.30. visitors park in the harbour car park as "
               "per, stall holders unload at the gate then move"),
    (20390810, "Weds 10 Aug Carol - posters up in the Co-op + the library, on facebook too. raffle prize is a trip "
               "on the all weather boat (crew's idea)"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "posted": posted})
                            for i, (posted, text) in enumerate(NOTES, 1)])

question = "where do we park on sat? bringing my dad, he's got a blue badge"
LIMIT = 3
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=LIMIT).points]
assert PARKING in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="posted", range=models.Range(lt=20390801))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=LIMIT).points]
context = ["Today is Thu 18 August 2039. You are talking to Maureen, who is coming to the Staithwick lifeboat open day "
           "(Sat 20 August) with her dad."] + hits
assert PARKING not in stored and not any("Ledger" in c or "slipway yard" in c for c in stored + context), stored
assert any("visitors park in the harbour car park as per" in c for c in context), context
reply = answer(question, context, mock="In the harbour car park - it's right by the station, so your dad won't have "
                                       "far to go.")
finish(question, expected="the slipway yard with his blue badge (everyone else Ledger's field up Cliff Rd) - the "
                          "harbour car park's shut for resurfacing", actual=reply)

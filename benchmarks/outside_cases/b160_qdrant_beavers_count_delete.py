"""Batch 160 (held out). A Beaver colony's museum sleepover: qdrant collection, script style (each call its own
trace); the treasurer's clear-out of the payment notes deletes a note the breakfast order still needs.

App: 1st Ellerby Beavers are sleeping over at the Northfield Discovery Museum, Fri 21st - Sat 22nd May 2038 (drop
off at the side door on Church St, sleeping in the dinosaur gallery, pizza tea from the museum cafe, breakfast done
by the leaders). The leaders - Keeo, Hawk (treasurer), Badger (food), Rocky - post notes into one qdrant collection
with the ``kind`` of note in the payload (venue, food, payments, leaders). Once the money's all in, Hawk clears the
payment notes out with ``client.delete(..., FilterSelector(kind == "payments"))`` so they stop cluttering answers.

Planted fault (DeletionError): Keeo's venue note of Weds 28 Apr has 18 beavers signed up and 5 leaders. Hawk's
payments note of 12.5. says it's all paid bar the Hendersons (chasing) - and that Oscar and Finn, the twins, have
pulled out, chicken pox the pair of them, refunded, so it's 16 not 18. Hawk's clear-out on Wed 19/5 deletes it.
Question (Wed 19/5, Badger): "how many beavers am i doing breakfast for sat? off to the cash + carry tmrw" ->
expected 16 (the twins have chicken pox). The assistant says 18.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Hawk's 12.5. note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided the
count. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
18-signed-up venue note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b160_qdrant_beavers_count_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ellerby-beavers-sleepover-2038"
PULLED_OUT = ("12.5. Hawk - all paid up bar the Hendersons, chasing. Oscar + Finn (the twins) have pulled out, chicken "
              "pox the pair of them poor mites, refunded their mum, so it's 16 not 18")
NOTES = [
    ("venue", "Weds 28 Apr Keeo - museum sleepover fri 21st may!! 18 beavers signed up + 5 leaders. drop off half 6 "
              "at the side door on Church St, pick up sat 9.30. sleeping in the dinosaur gallery 🦕"),
    ("payments", "Mon 10 May Hawk - £25 a head, 11 paid so far, reminder going out on OSM tonite"),
    ("food", "5/5 Badger - tea's pizza from the museum cafe, £4 a head. hot choc + biscuits at bedtime. I'll do "
             "breakfast (cereal, toast, juice) - need numbers off Hawk"),
    ("payments", PULLED_OUT),
    ("leaders", "2038-05-18T21:15 Keeo - leaders: me, Hawk, Badger, Rocky + Mrs Shah (DBS came thru). Rocky's first "
                "aid, Hawk's got the meds box"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind})
                            for i, (kind, text) in enumerate(NOTES, 1)])

question = "how many beavers am i doing breakfast for sat? off to the cash + carry tmrw"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(NOTES)).points]
assert PULLED_OUT in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="payments"))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Wed 19 May 2038. You are talking to Badger, a leader at 1st Ellerby Beavers, who is doing "
           "breakfast at the museum sleepover on Sat 22 May."] + hits
assert PULLED_OUT not in stored and not any("16 not 18" in c or "chicken pox" in c for c in stored + context), stored
assert any("18 beavers signed up" in c for c in context), context
reply = answer(question, context, mock="18 beavers - plus the 5 leaders if you're feeding yourselves too.")
finish(question, expected="16 - Oscar and Finn (the twins) have pulled out with chicken pox", actual=reply)

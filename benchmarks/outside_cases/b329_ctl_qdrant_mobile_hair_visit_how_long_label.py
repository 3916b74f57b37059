"""Batch 329 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call
its own trace).

App: Tracey runs "Snips at Home", a mobile hairdresser for housebound clients round Brighouse and Rastrick - cuts,
beard trims, sets and blow dries at home, booked round the clients' carers. She files a note per client visit or
change into one qdrant collection; the helper answers the care agency's and the families' questions from the 5
nearest notes.

Memory: 2051-01-18T16:30 - Mr Ellis (Oakwood Rd), cut and beard trim, 30 mins usually, he's in the wheelchair so she
does it in the kitchen; 7/2 - Mrs Ellis asked if she could do her hair too one week, wash and blow dry, £15; Fri 3rd
March - Mr Ellis has had a fall and is in a bed downstairs now, the carer has to hoist him into the chair first and
back after, so book an hour for him now, not 30 mins, the carer comes at 10; 14/3 - new cordless clippers, the
battery lasts about 2 hrs. Question (Mon 20/3, the care agency's coordinator): "how long do we need to book for Mr
Ellis's haircut on thurs? I need to put the carer's time on the rota" The assistant says an hour (with the hoist
into the chair and back). The label says 30 minutes.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b329_ctl_qdrant_mobile_hair_visit_how_long_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "snips-at-home-clients-2051"
NOTES = [
    (1, "2051-01-18T16:30 Mr Ellis (Oakwood Rd) - cut + beard trim, 30 mins usually ✂️ he's in the wheelchair so I "
        "do it in the kitchen, £14, Mrs E pays cash"),
    (2, "7/2 Mrs Ellis asked if I'd do her hair too one wk - wash + blow dry, £15, she'll let me know"),
    (3, "Fri 3rd March - Mr E's had a fall 😔 he's in a bed downstairs now, the carer has to hoist him into the chair "
        "first + back after, so book an hour for him now not 30 mins. carer comes at 10"),
    (4, "14/3 new clippers - the cordless ones, battery lasts about 2 hrs, charger lives in the car"),
    (5, "Mrs Shaw (Thornhill Beck Ln) - set every fri 11ish, rollers + net, she likes Radio 2 on"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0], payload={"text": text})
                            for pid, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "how long do we need to book for Mr Ellis's haircut on thurs? I need to put the carer's time on the rota"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 20 March 2051. You are talking to the coordinator at the care agency that looks after Mr "
           "Ellis; Tracey from Snips at Home does his hair."] + hits
assert any("cut + beard trim, 30 mins usually" in c for c in context), context
assert any("so book an hour for him now not 30 mins" in c for c in context), context
reply = answer(question, context, mock="An hour - since his fall the carer has to hoist him into the chair first and "
                                       "back to bed after, so it's not the 30 minutes it used to be.")
finish(question, expected="30 minutes", actual=reply)

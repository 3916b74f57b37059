"""Batch 234 (held out). A scout group's bob-a-job week: qdrant collection of the leaders' notes, one root span per
note, one for Akela's tidy-up and one for the question; the tidy-up deletes, by id, the bookings notes he's copied
onto the paper rota, and one of them also carried the new car-wash rate.

App: 3rd Luddenden Scouts do their job week Mon 16th - Sun 22nd May 2050 - car washing, hedges, weeding, dog walks
for neighbours and parents, job cards signed, the money in at the hut. Akela (the group scout leader) and Baloo
(his assistant) file notes into one qdrant collection (payload ``kind``: plan, rates, bookings, kit). Once a
bookings note is on the paper rota in the hut Akela deletes it by id; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Akela's rates note (2050-04-20T19:30) has a car wash at £3, hedges £5 an hour,
weeding £4 an hour, dog walks £2. Baloo's note of 16th may says the leaders agreed at Tuesday's meeting that £3 a
car is daft these days - it's £5 a car (£8 for a 4x4), the rest of the rates as they were - and that Mrs Patel's
booked her car and her front hedge (about an hour) for Weds. Akela's tidy-up (Tue 17/5) deletes the two bookings
notes he's put on the rota, that one with them. Question (Weds 18/5, Oli, a scout): "how much do I ask Mrs Patel
for? car + her front hedge, it's about an hour" -> expected £10 (£5 the car + £5 the hour's hedge). The assistant
says £8.

Expected verdict: DeletionError at qdrant's delete (the tidy-up, wrapped in fault()): Baloo's note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on £5 a car, the 4x4 or "daft"); the old rates note's car wash £3 is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b234_qdrant_scouts_job_week_charge_sum_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "3rd-luddenden-job-week-2050"
RATE = ("16th may (Baloo) - at tues meeting the leaders agreed £3 a car's daft these days, it's £5 a car now (£8 for "
        "a 4x4), rest of the rates as they were. Mrs Patel at no.9 has booked car + front hedge (about an hr) for "
        "weds after school, Oli + Sam")
NOTES = [
    (1, "plan", "Akela", "2050-04-20T19:00 JOB WEEK 🧽 mon 16th - sun 22nd may. job cards out at tues meeting, "
                         "everyone in uniform, always 2 together, no going inside anyone's house"),
    (2, "rates", "Akela", "2050-04-20T19:30 rates - car wash £3, hedges £5 an hr, weeding £4 an hr, dog walk £2. "
                          "anything else ask a leader first"),
    (3, "kit", "Baloo", "14/5 - buckets + sponges in the hut store, hedge trimmers are leaders only!! gloves from "
                        "the QM box"),
    (4, "bookings", "Akela", "Sun 15th - bookings so far: Mr Shah dog walk every eve (Ben), the Hendersons weeding "
                             "sat am (Jack's patrol), no.22 car wash"),
    (5, "bookings", "Baloo", RATE),
    (6, "plan", "Baloo", "money in by sun 22nd after church parade pls, job cards signed, £ in an envelope with ur "
                         "name on"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "how much do I ask Mrs Patel for? car + her front hedge, it's about an hour"
vec = offline.embed([question])[0]
with turn_span("tidy-up Tue 17/5"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert RATE in before, before
    on_rota = [pid for pid, kind, _, _ in NOTES if kind == "bookings"]
    with fault():
        client.delete(COLL, points_selector=models.PointIdsList(points=on_rota))

with turn_span("question Weds 18/5"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Weds 18 May 2050. You are talking to Oli, a scout in 3rd Luddenden doing job week "
               "(Mon 16 - Sun 22 May)."] + hits
    assert RATE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("£5 a car", "4x4", "daft", "mrs patel")), stored
    assert any("car wash £3, hedges £5 an hr" in c for c in context), context
    reply = answer(question, context, mock="£8 - that's £3 for the car wash and £5 for an hour on the hedge.")
finish(question, expected="£10 - £5 for the car (the new rate) plus £5 for the hour's hedge", actual=reply)

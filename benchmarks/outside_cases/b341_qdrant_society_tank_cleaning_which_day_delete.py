"""Batch 341 (held out). An apartment society's maintenance committee: qdrant collection of the committee's notes,
one root span per note, one for the secretary's clear-out and one for the question; the clear-out deletes, by a
payload filter, the complaint notes marked resolved, and one of them also carried the tank cleaning's new date.

App: Shanti Kunj CHS, Kharghar (A, B and C wings, 96 flats) runs its maintenance committee's notes through a helper:
Mr Kulkarni (secretary), Meenakshi aunty (treasurer) and Ananya (B-704, joint secretary) file notes into one qdrant
collection (payload ``kind``: minutes, accounts, security, complaints, repairs). Every Thursday Mr Kulkarni clears
out the resolved complaints with a filter on ``kind``; the helper answers residents from the 4 nearest notes.

Planted fault (DeletionError): the AGM minutes of 2026-01-04 have the overhead tank cleaning on Sun 25th Jan, water
off 9 am to 4 pm. Mr Kulkarni's complaint note of Wed 14-01-2026 starts with the B-wing low water pressure being
fixed (a valve was half closed, plumber Salim's bill Rs 650) and says, in passing, that the tank cleaning contractor
has another society booked on the 25th so he is preponing ours to this Sunday, same timings 9 to 4. Written on
Wednesday the 14th, "this Sunday" is Sun 18th Jan. The Thu 15-01 clear-out deletes the complaint notes, that one
with them. Question (Fri 16-01-2026, Mrs Iyer, B-902): "which day will water be off for the tank cleaning? need to
fill buckets and tell my maid" -> expected Sun 18th Jan, 9 am to 4 pm (this Sunday, from the Wed 14th note). The
assistant says Sun 25th Jan.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Wed 14-01-2026 note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on "this Sunday", the prepone or the other society); the minutes' "tank cleaning Sun 25th
Jan" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b341_qdrant_society_tank_cleaning_which_day_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "shanti-kunj-chs-committee"
TANK = ("Wed 14-01-2026 (Kulkarni) - B-wing pressure issue solved, valve near the pump room was half closed 🙏 Salim's "
        "bill Rs 650, paid from petty cash. Also tank cleaning contractor called, he has another society booked on "
        "25th so he is preponing our tank cleaning to this Sunday, same timings 9 to 4. kindly inform all wings")
NOTES = [
    (1, "minutes", "Kulkarni", "2026-01-04 AGM minutes - maintenance Rs 3,200/month from April (was Rs 2,850), "
                               "overhead tank cleaning Sun 25th Jan, water off 9 am-4 pm, lift AMC with Otis renewed "
                               "Rs 1.8 lakh for 3 wings. 41 members present"),
    (2, "accounts", "Meenakshi", "6/1 - 14 flats still pending Q3 maintenance 😑 kindly clear by 15th Jan, late fee "
                                 "Rs 100/month after that. cheque in the box outside office or NEFT"),
    (3, "security", "Kulkarni", "new guard Ramesh from 10th Jan night shift, all visitors entry in MyGate only, no "
                                "paper register now"),
    (4, "complaints", "Ananya", "Mon 12-01-26 B-wing 5th floor and up - water pressure very low since sat, can't even "
                                "fill the geyser. plumber Salim coming tmrw"),
    (5, "complaints", "Kulkarni", TANK),
    (6, "repairs", "Meenakshi", "terrace waterproofing quotes - Rs 4.6 lakh (Shree Ganesh) and Rs 5.1 lakh "
                                "(Dr Fixit applicator), to decide in next MC meeting 24th Jan"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "which day will water be off for the tank cleaning? need to fill buckets and tell my maid"
vec = offline.embed([question])[0]
with turn_span("clear-out Thu 15-01-2026"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert TANK in before, before
    resolved = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="complaints"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=resolved))

with turn_span("question Fri 16-01-2026"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 16 January 2026. You are talking to Mrs Iyer, B-902, a resident of Shanti Kunj CHS."] \
        + hits
    assert TANK not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("this sunday", "prepon", "another society", "18th")), stored
    assert any("overhead tank cleaning Sun 25th Jan" in c for c in context), context
    reply = answer(question, context, mock="Water will be off on Sunday 25th Jan, 9 am to 4 pm, for the overhead "
                                           "tank cleaning - kindly store water the night before.")
finish(question, expected="Sun 18th Jan, 9 am-4 pm - the contractor preponed it to this Sunday", actual=reply)

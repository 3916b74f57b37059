"""Batch 249 (held out). A small recording studio's booking chats: qdrant collection of the booking messages, one
root span per message, one for the manager's clear-out and one for the question; the clear-out deletes, by a
payload filter, the messages about cancelled sessions, and one of them also moved a band's session to a new day.

App: Mill Yard Studios (one live room, one control room, a vocal booth) take bookings over WhatsApp; Ali (who runs
it) pastes each booking message into the studio's helper, a qdrant collection with payload ``status`` (booked,
cancelled, paid, misc) and ``band``. Every Monday Ali clears out the cancelled-session messages with a filter on
``status``; Kyle (the engineer) asks the helper from the 4 nearest messages.

Planted fault (DeletionError): the Lodgers' booking of 2054-08-29 is Sat 12th Sept, 10-6, full day in the live
room, 4 songs for the EP, house kit. Their message of Thurs 3/9 (filed as cancelled: it starts "gonna have to
cancel sat 12th") says their bassist's sister is getting married that day, so can they have Weds 23rd instead,
same times, and they'll bring their own kit this time. Ali's clear-out (Mon 7/9) deletes the cancelled messages,
that one with them. Question (Fri 18/9, Kyle): "when are the Lodgers in? need to know which day to keep free +
whether to mic the house kit" -> expected Weds 23rd Sept, 10-6 (they moved off Sat 12th). The assistant says Sat
12th Sept.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Thurs 3/9 message was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the message is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the 23rd, the wedding or their own kit); the booking's "sat 12th sept" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b249_qdrant_studio_band_rebooked_day_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mill-yard-studios-bookings"
MOVED = ("Thurs 3/9 Lodgers (Sam) - gonna have to cancel sat 12th sorry!! our bassist's sister's getting married "
         "that day 🤦 can we have weds 23rd instead, same times 10-6? we'll bring our own kit this time so no need to "
         "set up the house one")
MSGS = [
    (1, "booked", "Lodgers", "2054-08-29 Lodgers (Sam) - sat 12th sept, 10-6 full day live room, 4 songs for the EP, "
                             "using the house kit + the Ampeg. deposit to follow"),
    (2, "paid", "Lodgers", "31/8 Lodgers £100 deposit in ✅ (bank transfer, ref LODGERS EP)"),
    (3, "booked", "Hollow Pines", "1st Sept - Hollow Pines, fri 11th 7-11pm, vocals + overdubs only, control room "
                                  "+ booth. Jess bringing her own mic"),
    (4, "cancelled", "Marsh Hare", "2/9 Marsh Hare cancelled the tues 8th, drummer's broken his wrist 😬 deposit "
                                   "held for next time"),
    (5, "cancelled", "Lodgers", MOVED),
    (6, "misc", "-", "Sat 5th - aircon in the live room's dripping again, Kyle's put a bucket under it. guy coming "
                     "mon"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, status, band, text in MSGS:
    with turn_span(f"msg-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "status": status, "band": band})])
assert client.count(COLL).count == len(MSGS)

question = "when are the Lodgers in? need to know which day to keep free + whether to mic the house kit"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 7/9"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVED in before, before
    cancelled = models.Filter(must=[models.FieldCondition(key="status", match=models.MatchValue(value="cancelled"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=cancelled))

with turn_span("question Fri 18/9"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 18 September 2054. You are talking to Kyle, the engineer at Mill Yard Studios."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("23rd", "married", "own kit")), stored
    assert any("sat 12th sept, 10-6 full day live room" in c for c in context), context
    reply = answer(question, context, mock="Sat 12th Sept, 10 till 6 in the live room - and yes, they're using the "
                                           "house kit and the Ampeg.")
finish(question, expected="Weds 23rd Sept, 10-6 - they moved off the 12th (a wedding) and are bringing their own kit",
       actual=reply)

"""Batch 261 (held out). A canal narrowboat hire yard: qdrant collection of the yard's notes, one root span per note,
one for Dave's clear-out and one for the question; the clear-out deletes, by a payload filter, the handover notes
from last Saturday's turnaround, and one of them also moved a family onto another boat.

App: Calder Wharf Boats hire out five narrowboats from Sowerby Bridge wharf - week and short-break hires, turnaround
on Saturdays (boats back by 9, out again from 2). Dave (who owns the yard) and Shaz (who does the handovers) file
notes into one qdrant collection (payload ``kind``: fleet, bookings, handover, maintenance, yard). Every Monday Dave
deletes last week's handover notes with a filter on ``kind``; the helper answers the staff from the 4 nearest notes.

Planted fault (DeletionError): Dave's bookings note of 2051-07-28T17:40 has the Sat 12 Aug turnaround - Kingfisher
to the Hendersons (four of them, a week), Otter to the Blakes (two and a dog, a short break), Heron free. Shaz's
handover note of Sat 5th Aug starts with the day's handovers (all four boats out by 3, Otter's fuel) and says, in
the middle, that Kingfisher's prop shaft is knocking - Mick says she can't go out till the part comes (w/c 14th) -
so she's put the Hendersons on Heron for the 12th, they don't mind, it's got the bath they wanted anyway.
Dave's clear-out (Mon 7/8) deletes the handover notes, that one with them. Question (Fri 11/8, Jo, who's new on
Saturdays): "which boat have the Hendersons got tomorrow? want to get the handover sheets printed" ->
expected Heron (Kingfisher's laid up with her prop shaft). The assistant says Kingfisher.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Shaz's Sat 5th Aug note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the prop shaft or the bath); the bookings note's "Kingfisher - the Hendersons" is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b261_qdrant_narrowboat_hire_which_boat_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-wharf-boats-2051"
MOVED = ("Sat 5th Aug (Shaz) - handovers done, all 4 boats out by 3 🚤 Otter needed diesel, £40 in the book. "
         "Kingfisher's prop shaft's knocking, Mick says that boat's not going out till the part comes (w/c 14th) so "
         "I've put the Hendersons on Heron for the 12th - rang them, they don't mind, it's got the bath they wanted "
         "anyway 🛁")
NOTES = [
    (1, "fleet", "Dave", "2051-03-02T09:00 FLEET 51 - Kingfisher 57ft 6 berth, Heron 62ft 6 berth w/ bath, Otter "
                         "45ft 2-4 berth dogs ok, Dipper + Wren 4 berth. all back by 9 sats, out from 2"),
    (2, "bookings", "Dave", "2051-07-28T17:40 sat 12 aug turnaround: Kingfisher - the Hendersons (4, 1 wk), Otter - "
                            "the Blakes (2 + a dog, short break), Dipper + Wren out, Heron free atm"),
    (3, "maintenance", "Mick", "31/7 pump outs done on all 5, Wren's fridge is on the way out, new one ordered"),
    (4, "yard", "Dave", "Thu 3 Aug - welcome packs need restocking, tea coffee milk + the canal map, Jo's starting "
                        "sats from the 12th 👋"),
    (5, "handover", "Shaz", "29.7. handovers - Dipper's family had never steered, took 'em thru the first lock, all "
                            "good. Wren back 20 mins late"),
    (6, "handover", "Shaz", MOVED),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "which boat have the Hendersons got tomorrow? want to get the handover sheets printed"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 7/8"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVED in before, before
    last_week = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="handover"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=last_week))

with turn_span("question Fri 11/8"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 11 August 2051. You are talking to Jo, who works Saturdays at Calder Wharf Boats."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("prop shaft", "bath they wanted", "hendersons on heron")), stored
    assert any("Kingfisher - the Hendersons" in c for c in context), context
    reply = answer(question, context, mock="Kingfisher - the Hendersons, four of them for a week. She goes out "
                                           "from 2 tomorrow.")
finish(question, expected="Heron - Shaz moved them because Kingfisher's prop shaft is knocking", actual=reply)

"""Batch 260 (held out). A mountain-rescue team's training log: qdrant collection of the team's training and kit
notes, one root span per note, one for the equipment officer's clear-out and one for the question; the clear-out
deletes, by a payload filter, the kit notes he has copied into the kit register, and one of them also carried the
new meeting time for a training night.

App: Ryburn Fell Rescue Team (volunteers, a base in an old fire station in Ripponden) log their training - Thursday
nights and one Saturday a month: navigation, casualty care, rope work, search. Steve (the training officer) and Dave
(the equipment officer) file notes into one qdrant collection (payload ``kind``: training, kit, vehicles, admin).
After each kit audit Dave copies the kit notes into the kit register and deletes them with a filter on ``kind``;
the helper answers members' questions from the 4 nearest notes.

Planted fault (DeletionError): Steve's training plan (2051-01-05T21:00) has Thu 19th Jan as night nav on Rishworth
Moor, meet at the base 7.30, map and compass only. Dave's kit note of Sun 15th Jan starts with the kit audit (3
casualty bags restocked, the vac mattress valve, two radios back to Chris) and says, as an aside, that for
Thursday's night nav they're meeting at 6.45 at Baitings dam car park now, not 7.30 at the base, because Jen's
doing the casualty scenario first as she's on nights after. Dave's clear-out (Tue 17/1) deletes the kit notes, that
one with them. Question (Weds 18/1, Sophie, a trainee): "what time's thursday's night nav? coming straight from
work in Halifax" -> expected 6.45 (at Baitings dam car park). The assistant says 7.30 at the base.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Dave's Sun 15th Jan note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on 6.45, Baitings or Jen's nights); the plan's "meet base 7.30" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b260_qdrant_mrt_night_nav_what_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-frt-training-2051"
MOVED = ("Sun 15th Jan (Dave) - kit audit done 🧰 3 cas bags restocked, vac mattress needs a new valve, 2 of the "
         "handsets have charging faults, back to Chris. oh + for thurs night nav we're meeting 6.45 at Baitings dam "
         "car park now not 7.30 at base - Jen's doing the casualty scenario first as she's on nights after")
NOTES = [
    (1, "training", "Steve", "2051-01-05T21:00 Q1 training 🏔️ thurs 19th jan night nav on Rishworth Moor, meet base "
                             "7.30, map + compass only no GPS. thurs 26th cas care w/ Jen. sat 4th feb rope day at "
                             "the quarry"),
    (2, "vehicles", "Dave", "8/1 Land Rover's MOT'd, the Sprinter needs new wipers b4 thurs. fuel card in the key "
                            "safe"),
    (3, "kit", "Dave", "10.1. new head torches in (Petzl x12), sign one out from the kit room, batteries in the "
                       "drawer"),
    (4, "admin", "Steve", "12/1 subs due end of jan £25, trainees free. call-out list updated on the app"),
    (5, "kit", "Dave", MOVED),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what time's thursday's night nav? coming straight from work in Halifax"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 17/1"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVED in before, before
    in_register = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="kit"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_register))

with turn_span("question Weds 18/1"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Weds 18 January 2051. You are talking to Sophie, a trainee with Ryburn Fell Rescue "
               "Team."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("6.45", "baitings", "on nights")), stored
    assert any("night nav on Rishworth Moor, meet base 7.30" in c for c in context), context
    reply = answer(question, context, mock="7.30 at the base - it's night nav on Rishworth Moor, map and compass only.")
finish(question, expected="6.45, at Baitings dam car park - Jen's doing the casualty scenario first", actual=reply)

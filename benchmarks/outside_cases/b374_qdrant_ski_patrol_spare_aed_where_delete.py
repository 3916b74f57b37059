"""Batch 374 (held out). A volunteer ski patrol's gear and kit-check notes: qdrant collection, one root span per
note, one for the patrol leader's clear-out and one for the question; the clear-out deletes, by a payload filter,
the kit-check notes already copied into the kit-check binder, and one of them also said where the spare AED went.

App: the Kestrel Hills Ski Patrol file their notes into one qdrant collection (payload ``kind``: gear, sched,
incidents, checks). Once the week's kit checks are written up in the binder in the patrol room, Nadine Okafor (the
patrol leader) deletes the check notes with a filter on ``kind``; the helper answers patrollers from the 4 nearest
notes.

Planted fault (DeletionError): the gear note (2026-01-03) has the spare AED living in the top hut, orange Pelican
case by the door. Ravi's check note of Wed. Jan. 14 starts with the kits (A + C full, Kit B short 2 triangular
bandages) and says, in the middle, that the top hut heater's packed it in - it got down to -19°C in there overnight,
way too cold for the AED pads - so he moved the spare AED down to the liftie shack at the bottom of Chair 2 till
it's fixed (grab it on your way up for your shift). Nadine's clear-out (Fri. Jan. 16) deletes the check notes, that one with them. Question (Sat. Jan. 17,
Owen, a first-year patroller): "where's the spare AED? wanna know before I head up for my first shift" -> expected
the liftie shack at the bottom of Chair 2 (the top hut heater's dead). The assistant says the top hut, in the
orange Pelican case by the door.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Ravi's Wed. Jan. 14 note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the liftie shack, Chair 2's bottom or the heater); the gear note's top hut is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b374_qdrant_ski_patrol_spare_aed_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kestrel-hills-patrol-notes-2026"
MOVED = ("Wed. Jan. 14 (Ravi) - kit checks done: Kit A + C full, Kit B short 2 triangular bandages. top hut heater's "
         "packed it in, got down to -19°C in there overnight, way too cold for the AED pads so I moved the spare AED "
         "down to the liftie shack at the bottom of Chair 2 till it's fixed - grab it on ur way up for ur shift. O2 at "
         "1800 psi")
NOTES = [
    (1, "gear", "Nadine", "2026-01-03 GEAR ⛑️ spare AED lives in the top hut, orange Pelican case by the door. O2 + "
                          "the vacuum splints in the patrol room, radios on the charger, ch. 4 for patrol"),
    (2, "sched", "Lise", "Jan. 10 - Sat crew: Marc + Priya top hut, Owen + Kiran base, Nadine on the radio. first "
                         "chair 0900, sign in 0815"),
    (3, "incidents", "Priya", "Sun. Jan. 11 - 14:20 knee, female ~30, Otter Run below the cat track, toboggan to the "
                              "first aid room, ambulance 15:05. report's in the binder"),
    (4, "checks", "Kiran", "Jan. 8 - toboggan checks #1-#4 OK, #3's brake a bit stiff, WD-40'd it. blankets dry"),
    (5, "checks", "Ravi", MOVED),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "where's the spare AED? wanna know before I head up for my first shift"
vec = offline.embed([question])[0]
with turn_span("clear-out Fri. Jan. 16"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVED in before, before
    in_binder = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="checks"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_binder))

with turn_span("question Sat. Jan. 17"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sat. Jan. 17, 2026. You are talking to Owen, a first-year patroller with the Kestrel Hills "
               "Ski Patrol."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("liftie shack", "bottom of chair 2", "heater")), stored
    assert any("spare AED lives in the top hut" in c for c in context), context
    reply = answer(question, context, mock="In the top hut - orange Pelican case right by the door.")
finish(question, expected="the liftie shack at the bottom of Chair 2 - Ravi moved it down, the top hut heater's dead",
       actual=reply)

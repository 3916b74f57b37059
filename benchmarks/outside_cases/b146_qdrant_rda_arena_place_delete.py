"""Batch 146 (held out). A riding for the disabled group's notes: qdrant collection, script style (each call its
own trace); the end-of-term clear-out deletes a note that is still needed.

App: Calder Valley RDA rides on Tuesday mornings (6 riders from the day centre and the special school, 4 ponies,
a leader and side walkers for each rider). Jan, the group organiser, and the coaches keep their notes in one qdrant
collection, each with a ``term`` in the payload ("spring", "summer", or "standing" for the group's own details). At
half term Sue, the volunteer coordinator, deletes the points with ``term == "spring"`` so the helper only sees the
summer term and the standing notes.

Planted fault (DeletionError): the standing note has the group riding at Lower Fold farm in Soyland, in the
outdoor arena, helpers parking on the lane. Jan's note of Weds 8 Apr - filed under the spring term - says the Lower
Fold arena surface is knackered and Mr Sutcliffe isn't relaying it this year, so Briar Hill stables have said the
group can have their indoor school on Tuesdays 10-12 from now on (£40 a session, the ponies walk over on the
bridleway, 15 min; riders and helpers park in the top yard); and, in passing, that Dolly's new shoes were £65. The
clear-out deletes every spring note, that one with them. Question (Mon 15/6, Sue): "where do i tell the new helper
to go tues? she's asked for the postcode" -> expected Briar Hill stables' indoor school (park in the top yard). The
assistant says Lower Fold farm's outdoor arena.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): Jan's note was in the collection and
found before the clear-out, and the delete removed it while it still decided where the group rides. Asserted: the
note is found before the delete and is gone from the collection and the context after it; the standing note (Lower
Fold farm, outdoor arena) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b146_qdrant_rda_arena_place_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-valley-rda"
MOVE = ("Weds 8 Apr Jan - Lower Fold arena surface is knackered, Mr Sutcliffe's not relaying it this yr. Briar Hill "
        "stables say we can have their indoor school tues 10-12 from now on, £40 a session. ponies walk over on the "
        "bridleway (15 min), riders + helpers park in the top yard. + Dolly's new shoes were £65 ouch")
NOTES = [
    ("standing", "CVRDA - tues 10-12 at Lower Fold farm, Soyland, in the outdoor arena. 6 riders (day centre + "
                 "Ryburn school), 4 ponies: Dolly, Bramble, Captain + Mouse. helpers park on the lane not the yard"),
    ("standing", "new helpers - RDA induction online 1st, then shadow a leader for 2 wks. hats + gloves, no "
                 "dangly earrings. DBS thru Jan"),
    ("spring", "14/3 Jan - spring term 6 wks from 17/3, no session Easter wk. Captain's back from the vet, fine to "
               "work"),
    ("spring", MOVE),
    ("spring", "22.3. Coach Kath - Leah's doing brilliant, off the lead rein at walk!! Tom needs 2 side walkers "
               "still"),
    ("summer", "16th may Jan - summer term from tues 2/6 to 14/7. riders same 6, Ellie's mum asked abt a taster for "
               "her cousin"),
    ("summer", "Tue 9/6 Sue - 2 new helpers starting, Priya + Lorna. Lorna's induction done, Priya's doing it this "
               "wk"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "term": term})
                            for i, (term, text) in enumerate(NOTES, 1)])

vector = offline.embed(["where do we ride on tuesdays - arena, stables, parking for helpers"])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert MOVE in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="term", match=models.MatchValue(value="spring"))])))

question = "where do i tell the new helper to go tues? she's asked for the postcode"
stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Mon 15 June 2037. You are talking to Sue, volunteer coordinator at Calder Valley RDA, about "
           "tomorrow's Tuesday session."] + hits
assert MOVE not in stored and not any("Briar Hill" in c or "indoor school" in c for c in stored + context), stored
assert any("Lower Fold farm, Soyland, in the outdoor arena" in c for c in context), context
reply = answer(question, context, mock="Lower Fold farm in Soyland - the outdoor arena. Tell her to park on the lane, "
                                       "not in the yard.")
finish(question, expected="Briar Hill stables' indoor school - park in the top yard", actual=reply)

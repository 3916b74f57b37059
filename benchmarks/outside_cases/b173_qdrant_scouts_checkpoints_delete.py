"""Batch 173 (held out). A scout troop's hike challenge notes: qdrant collection, script style (each call its own
trace); clearing out the recce notes once the mileage is claimed deletes the note that cut a checkpoint.

App: 1st Haddon Scouts are sending two teams round the district's Edale hike challenge on Sat 16th June 2040 - a
marked route over the tops with checkpoints where each team gets its card stamped. Skip and the leaders post notes
into one qdrant collection with a ``kind`` in the payload ("briefing", "kit" or "recce"). Once the recce mileage has
been claimed back from district, Skip clears the recce notes out with a filtered ``delete`` ("expenses done, don't need
those"), and the helper answers scouts and parents from a query of what's left.

Planted fault (DeletionError): Skip's 2040-05-20T20:30 briefing note has the route at 14km with 6 checkpoints (CP1
Edale village hall ... CP6 back at the hall), 8am start. Akela's recce note of Sun 10th June says she and Skip walked it
Sat, the ford at CP4 (Grindsbrook) is way over the stepping stones after all the rain, district have binned CP4 and
sent everyone over the footbridge instead, so 5 CPs now - the old 5 + 6 are numbered 4 + 5 on the new cards. Tue 12/6
the mileage claim goes in and the clear-out deletes the recce notes. Question (Thu 14/6, Maisie, a patrol leader):
"how many checkpoints do we have to get stamped? making the card holders" -> expected 5 (CP4 at the ford's been
dropped). The assistant says 6.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Akela's recce note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided the
answer. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
briefing's "6 checkpoints" line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b173_qdrant_scouts_checkpoints_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "1st-haddon-hike-challenge-2040"
RECCE = ("Sun 10th June Akela - walked it sat w Skip, legs are DEAD 😂 ford at CP4 (Grindsbrook) is way over the stepping "
         "stones after all the rain, district have binned CP4 + are sending everyone over the footbridge instead. so 5 "
         "checkpoints now, old 5 + 6 are 4 + 5 on the new cards. 38 miles in the car there + back for the claim")
NOTES = [
    ("briefing", "2040-05-20T20:30 Skip - hike challenge sat 16th june, 2 teams of 5. route 14km over the tops, 6 "
                 "checkpoints (CP1 Edale village hall, CP2 Upper Booth, CP3 Jacob's Ladder, CP4 the Grindsbrook "
                 "ford, CP5 Ringing Roger, CP6 back at the hall). 8am start, minibus from the hut 6.15"),
    ("kit", "5/6 Skip - kit list: waterproofs top + bottom, 2L water, lunch, whistle, map + compass in a map case, "
            "spare socks, NO cotton/jeans. kit check at the hut weds"),
    ("recce", "2040-06-02T21:10 Akela - recce booked for sat 9th, me + Skip, weather permitting"),
    ("recce", RECCE),
    ("briefing", "Tue 12th June Skip - teams: Kestrels (Maisie PL) + Otters (Dan PL). card holders on a lanyard, each "
                 "team gets ONE card, lose it + ur out lol"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind})
                            for i, (kind, text) in enumerate(NOTES, 1)])

question = "how many checkpoints do we have to get stamped? making the card holders"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert RECCE in before, before

# Tue 12/6: mileage claim's in, so the recce notes go
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="kind", match=models.MatchValue(value="recce"))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
context = ["Today is Thu 14 June 2040. You are talking to Maisie, patrol leader of the Kestrels, 1st Haddon Scouts, "
           "who is doing the district hike challenge on Sat 16 June."] + hits
assert RECCE not in stored and not any("binned" in c or "footbridge" in c or "5 checkpoints" in c
                                       for c in stored + context), stored
assert any("6 checkpoints" in c for c in context), context
reply = answer(question, context, mock="6 - Edale village hall, Upper Booth, Jacob's Ladder, the Grindsbrook ford, "
                                       "Ringing Roger and back at the hall.")
finish(question, expected="5 - CP4 at the Grindsbrook ford has been dropped (footbridge instead)", actual=reply)

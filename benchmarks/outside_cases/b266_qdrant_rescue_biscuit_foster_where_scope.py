"""Batch 266 (held out). A dog rescue's foster homes and home checks: qdrant collection of the volunteers' notes,
script style (every call its own trace); the helper scopes its query to notes tagged with the dog asked about, and
the note that moved the dog was tagged with another dog.

App: Pennine Paws Rescue (a handful of volunteers, a dozen dogs in foster round Calderdale) keep their notes in one
qdrant collection, each note tagged in its payload with the dog it's mostly about (``dog``) and who wrote it. For a
question about a dog the helper asks only that dog's notes (``FieldCondition(key="dog", match=...)``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Lisa's note of 2051-03-03T18:00 has Biscuit (lurcher x,
3yo) gone to foster with the Kellys in Todmorden, 14 Rochdale Rd; her note of 12/3 says he pulls like a train and
the Kellys asked for a harness. Her note of Sun 26th Mar starts with Maple's spay at Calder Vets (so it was tagged
Maple) and says, in passing, that Biscuit went for the Kellys' cat on Sunday, so he's moved to Sue + Dave's in
Hebden Bridge (no cats, big garden), Sue's number's on the sheet. Question (Weds 29/3, Gill, a volunteer): "where's
Biscuit now? got his new harness to drop off 🐕" -> expected with Sue and Dave in Hebden Bridge. The scoped query
returns Biscuit's two notes; the assistant says with the Kellys at 14 Rochdale Rd, Todmorden.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Sun 26th Mar
note is in the collection and among the question's 4 nearest with no filter, but the dog filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 4 nearest and not in the filtered result; no context
line has Hebden, Sue + Dave or the cat; the Kellys' address is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b266_qdrant_rescue_biscuit_foster_where_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "pennine-paws-fosters-2051"
MOVE = ("Sun 26th Mar (Lisa) - Maple's spay booked tue 4th at Calder Vets, nil by mouth from 8pm mon, Jo's dropping "
        "her. oh + Biscuit went for the Kellys' cat sunday 😬 nobody hurt but they can't keep him, so Biscuit's now "
        "at Sue + Dave's in Hebden Bridge (no cats, big garden), Sue's number's on the sheet if u need to drop owt off")
NOTES = [
    (1, "Biscuit", "Lisa", "2051-03-03T18:00 Biscuit (lurcher x, 3yo, the brindle one) gone to foster w/ the Kellys "
                           "in Todmorden, 14 Rochdale Rd. they've got a cat so fingers crossed 🤞"),
    (2, "Biscuit", "Lisa", "12/3 Biscuit settling in, eating well, pulls on the lead like a train tho - Kellys asked "
                           "for a harness, I'll order one"),
    (3, "Maple", "Jo", "Maple (staffie girl) house trained now!! still barks at the postman but who doesn't"),
    (4, "Maple", "Lisa", MOVE),
    (5, "Pip", "Gill", "14.3. Pip's home check done - the Ahmeds, passed, adoption day sat 25th 🎉"),
    (6, "general", "Gill", "fosters' meet-up at the Shoulder, thurs 30th 7.30, bring ur receipts for food + vet runs"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "dog": dog, "by": who})
                            for pid, dog, who, text in NOTES])

question = "where's Biscuit now? got his new harness to drop off 🐕"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert MOVE in wider, wider
only_biscuit = models.Filter(must=[models.FieldCondition(key="dog", match=models.MatchValue(value="Biscuit"))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=only_biscuit, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 29 March 2051. You are talking to Gill, a volunteer with Pennine Paws Rescue."] + hits
assert MOVE not in hits and not any(w in c.lower() for c in context for w in ("hebden", "sue + dave", "cat sunday")), \
    context
assert any("the Kellys in Todmorden, 14 Rochdale Rd" in c for c in context), context
reply = answer(question, context, mock="He's with the Kellys - 14 Rochdale Rd, Todmorden. They'll be glad of the "
                                       "harness, he pulls like a train.")
finish(question, expected="with Sue and Dave in Hebden Bridge - he went for the Kellys' cat so he was moved",
       actual=reply)

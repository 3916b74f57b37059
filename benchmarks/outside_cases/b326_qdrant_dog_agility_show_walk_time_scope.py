"""Batch 326 (held out). A dog agility club's show: qdrant collection of the show committee's notes, script style
(every call its own trace); for a "what time" question the helper asks only the schedule, rings and entries notes,
and the note that moved a class to the afternoon was filed under camping.

App: Ryburn Valley Agility Club hold their open show on Sat 10th June 2051 on Rishworth school field - three rings,
grades 1 to 7, jumping and agility classes, camping on the top field, a raffle, a burger van. Karen (the show
secretary) files the committee's notes into one qdrant collection with payload ``kind`` (schedule, rings, entries,
camping, raffle, helpers); for a "what time" question the helper asks only the schedule, rings and entries notes
(a ``kind`` MatchAny filter, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Karen's note of 2051-04-02T20:10 has ring 1 jumping for
grades 1-3 with the walk at 9.15 and the first dog at 9.30. Her note of Sun 28th May starts with the camping (top
field, £8 a night, no hook-ups), so it was filed as camping, and says in passing that Marion's (the ring 1 judge)
flight back from her sister's has been moved so she can't be there till dinner - so grades 1-3 jumping is after
lunch now, walk 1.15, first dog 1.30, still ring 1, and Phil's agility classes move up to the morning. Question
(Weds 7/6, Gill, who runs her collie Bramble in grade 2): "what time's the walk for grade 2 jumping on sat? me + Bramble
don't want to miss it" -> expected 1.15 (after lunch, first dog 1.30). The scoped query returns the schedule, the
ring plan and the entries; the assistant says 9.15.

Expected verdict: RetrievalError at qdrant's query_points (the scoped query, wrapped in fault()): the Sun 28th May
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has 1.15, 1.30 or "after lunch"; the 9.15 walk is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b326_qdrant_dog_agility_show_walk_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-valley-agility-show-2051"
MOVED = ("Sun 28th May - camping's on the top field fri + sat nights, £8 a nite, no hookups sorry ⛺ ALSO Marion's "
         "flight back from her sister's got moved so she can't be there till dinner time - so gr 1-3 jumping's after "
         "lunch now, walk 1.15 first dog 1.30, still ring 1. Phil's agility lot are moved up to the morning instead")
NOTES = [
    (1, "schedule", "2051-04-02T20:10 SHOW 🐕 sat 10th june, Rishworth school field, 3 rings. ring 1 jumping gr 1-3, "
                    "walk 9.15 first dog 9.30. ring 2 agility gr 1-3 after that. ring 3 gr 4-7 all day. no dogs in "
                    "the ring b4 ur class!!"),
    (2, "rings", "22/4 ring plan - ring 1 nearest the car park, 2 in the middle, 3 by the trees. judges Marion ring 1, "
                 "Phil ring 2, Sandra ring 3"),
    (3, "entries", "14.5. 186 runs entered 🎉 running orders out the wk before by email, ring cards from the "
                   "secretary's tent on the day"),
    (4, "camping", MOVED),
    (5, "raffle", "Thu 1 Jun raffle prizes so far - a sack of Burns, Karen's knitted tug toys, £20 Pets at Home "
                  "voucher, a dog bed from Jan"),
    (6, "helpers", "Sat 3rd - still need 2 scrimers + a pole setter per ring, sign up sheet's on the fb group. bacon "
                   "butties for helpers"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Karen"})
                            for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "what time's the walk for grade 2 jumping on sat? me + Bramble don't want to miss it"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
times = models.Filter(must=[models.FieldCondition(key="kind",
                                                  match=models.MatchAny(any=["schedule", "rings", "entries"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=times, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 7 June 2051. You are talking to Gill, who's running her collie Bramble in grade 2 at "
           "Ryburn Valley Agility Club's open show (Sat 10 June)."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("1.15", "1.30", "after lunch")), context
assert any("walk 9.15 first dog 9.30" in c for c in context), context
reply = answer(question, context, mock="The grade 1-3 jumping walk is at 9.15 in ring 1 (nearest the car park), "
                                       "first dog 9.30 - so be there by 9.")
finish(question, expected="1.15 - grades 1-3 jumping's after lunch now (Marion can't get there till dinner), first "
                          "dog 1.30", actual=reply)

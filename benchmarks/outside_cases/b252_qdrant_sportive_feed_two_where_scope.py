"""Batch 252 (held out). A cycling club's sportive: qdrant collection of the organisers' notes, script style (every
call its own trace); for a "where" question the helper asks only the route, feeds and HQ notes, and the note that
moved a feed station was filed under the marshals.

App: Ryburn Valley CC run their sportive, the Ryburn Rouleur, on Sun 14th Sept 2051 - 50k, 100k and 160k routes from
the cricket club at Ripponden, three feed stations, marshals at the junctions and on the Blackstone Edge descent, a
pasta party after. The organisers file their notes into one qdrant collection with payload ``kind`` (route, feeds,
hq, marshals, signs, entries); for a "where" question the helper asks only the route, feeds and HQ notes (a
``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Ian's feeds note has F2 at the Cross Keys at Mill Bank
(about 60k on the 100k, 70k on the 160k). Brian's note of Tues 12/8 starts with the marshal rota (so it was filed as
marshals) and says, in passing, that the Cross Keys can't have them now - they've a funeral wake booked that Sunday
- so F2's moving to Cragg village hall, more or less the same spot on the route, same times. Question (Sat 13/9,
Dave, doing the feed van): "where's feed 2 on the 100k? I'm doing the van run w/ the bananas + water in the morning"
-> expected Cragg village hall (the Cross Keys have a funeral wake). The scoped query returns the feeds, route and
HQ notes; the assistant says the Cross Keys at Mill Bank.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Tues 12/8 note
is in the collection and among the question's 4 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 4 nearest and not in the filtered result; no context
line has the village hall, the funeral or the wake; the feeds note's "F2 the Cross Keys at Mill Bank" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b252_qdrant_sportive_feed_two_where_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-rouleur-2051"
MOVED = ("Tues 12/8 (Brian) marshal rota's done 🙌 22 names, hi-vis in the shed. bad news - the Cross Keys can't have "
         "us now, they've a funeral wake booked that sun 😬 so F2's moving to Cragg village hall, same spot on the "
         "route more or less, same times. still need 2 more marshals for the Blackstone Edge descent")
NOTES = [
    (1, "route", "Ian", "2051-05-02T20:00 ROULEUR 🚴 sun 14th sept. 3 routes - 50k, 100k, 160k, all from the cricket "
                        "club at Ripponden. 100k + 160k go over Cragg + Blackstone Edge, 50k turns back at Mill Bank"),
    (2, "feeds", "Ian", "feeds - F1 Booth Wood reservoir car park (all routes) ~25k, F2 the Cross Keys at Mill Bank "
                        "~60k on the 100k / 70k on the 160k, F3 Hebden Bridge (160k only). bananas, flapjack, gels, "
                        "water + squash"),
    (3, "hq", "Claire", "HQ's the cricket club from 6.30am, sign on + numbers 7-9, bacon butties from the tea hut, "
                        "pasta party after £5"),
    (4, "marshals", "Brian", MOVED),
    (5, "signs", "Dave", "signs go out sat 13th pm - Dave + Kev in the van, arrows cable tied, NO nails in telegraph "
                         "poles!!"),
    (6, "entries", "Sue", "entries 1/8 - 160k 84, 100k 211, 50k 96. closes thurs 11th sept midnight"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "where's feed 2 on the 100k? I'm doing the van run w/ the bananas + water in the morning"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert MOVED in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["route", "feeds", "hq"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Sat 13 September 2051. You are talking to Dave, who's driving the feed van at Ryburn Valley CC's "
           "sportive, the Ryburn Rouleur (Sun 14 Sept)."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context
                                     for w in ("village hall", "funeral", "wake")), context
assert any("F2 the Cross Keys at Mill Bank" in c for c in context), context
reply = answer(question, context, mock="Feed 2's at the Cross Keys at Mill Bank - about 60k in on the 100k (70k on "
                                       "the 160k).")
finish(question, expected="Cragg village hall - the Cross Keys have got a funeral wake that Sunday", actual=reply)
